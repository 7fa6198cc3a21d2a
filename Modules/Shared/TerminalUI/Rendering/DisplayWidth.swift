/// How many terminal columns text takes, as `wcwidth` answers it (there is no such function
/// in Foundation, nor a package for it on the mirror): East Asian Wide and Fullwidth
/// characters and emoji take two columns, combining marks, joiners, variation selectors and
/// other format characters none, everything else one.
///
/// Measured per character as the user sees it (grapheme cluster), as terminals draw them:
/// "🇯🇵" (two regional indicators), "👨‍👩‍👧" (a joined sequence), "❤️" (a text symbol
/// with the emoji selector) and "e" with a combining accent are each one character of the
/// width of its widest part. ``ScreenRenderer`` pads its headers with it, so a title with
/// wide characters still makes a header as wide as the others.
public enum DisplayWidth {
    /// The columns `text` takes on a terminal.
    public static func of(_ text: String) -> Int {
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The columns one character takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        let visible = scalars.filter { !isZeroWidth($0) }
        if visible.isEmpty { return 0 }
        if visible.contains(where: isWide) { return 2 }
        // A text-style symbol asked to look like an emoji ("❤️", "1️⃣") is drawn as one.
        if scalars.contains("\u{FE0F}"), scalars.contains(where: \.properties.isEmoji) { return 2 }
        return 1
    }

    /// Combining marks (variation selectors among them), format characters (joiners) and
    /// controls: drawn on or between their neighbours, or not at all.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: true
        // Hangul vowels and finals: drawn inside the syllable their initial starts.
        default: (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
        }
    }

    /// East Asian Wide or Fullwidth (Unicode's EastAsianWidth.txt, W and F), or an emoji
    /// drawn as one by default (newer emoji than the table's Unicode 14 included).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x1100 { return false }
        if scalar.properties.isEmojiPresentation { return true }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if scalar.value < range.lowerBound {
                high = middle - 1
            } else if scalar.value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// The Wide and Fullwidth ranges of EastAsianWidth.txt (Unicode 14), in order; the
    /// emoji blocks and the ideograph planes 2–3 run to their ends, as their defaults do.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
        0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
        0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
        0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55, 0x2E80...0x303E,
        0x3041...0x3247, 0x3250...0x4DBF, 0x4E00...0xA4C6, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAD9,
        0xFE10...0xFE19, 0xFE30...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x1B2FB, 0x1F004...0x1F004,
        0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C,
        0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E,
        0x1F440...0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A...0x1F57A,
        0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2,
        0x1F6D5...0x1F6DF, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945,
        0x1F947...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x3FFFD
    ]
}
