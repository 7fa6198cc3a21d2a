/// Makes invisible and terminal-driving characters visible, so text typed into data (or read
/// from a database) can never drive the terminal, reorder what it shows or hide text in it:
/// `"\u{1B}]0;title\u{07}"` prints as `\u{1B}]0;title\u{07}`.
///
/// Escaped as a Swift escape `\u{XX}` (upper-case hex, at least two digits):
/// - every control character, Unicode category Cc: C0 (U+0000–U+001F), DEL (U+007F) and
///   C1 (U+0080–U+009F);
/// - every format character, category Cf: the bidirectional controls (U+061C, U+200E,
///   U+200F, U+202A–U+202E, U+2066–U+2069), which reorder what follows on a terminal that
///   honours them, so a name could pose as another ("Trojan Source"); the byte order mark
///   U+FEFF, U+200B, U+2060–U+2064, the soft hyphen U+00AD and the interlinear annotation
///   marks U+FFF9–U+FFFB, which print nothing or hide text; the tag characters
///   U+E0000–U+E007F, which can carry a whole hidden text;
/// - the line and paragraph separators U+2028 and U+2029 (categories Zl, Zp), which some
///   terminals break lines on.
///
/// Two exceptions keep ordinary text intact: the zero-width joiner and non-joiner (U+200D,
/// U+200C), which emoji sequences and many scripts need and which only join, and the tag
/// characters of an emoji tag sequence (🏴 followed by 2 to 6 tag letters or digits and
/// the cancel tag U+E007F: the flags of England, Scotland and Wales).
///
/// ``ScreenRenderer`` applies it to every piece of text it prints, and the drivers print
/// nothing that has not gone through the renderer.
public enum VisibleText {
    /// `text` with every such character escaped, line breaks included (one line of screen).
    public static func line(_ text: String) -> String {
        escaping(text, keepingNewlines: false)
    }

    /// `text` with every such character except `"\n"` escaped (a multi-line message).
    public static func lines(_ text: String) -> String {
        escaping(text, keepingNewlines: true)
    }

    /// Whether `scalar` is a control character (Unicode general category Cc).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether `scalar` prints as an escape wherever it appears (see the type's rules; the
    /// tags of an emoji tag sequence are the only ones kept, by context).
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0x200C, 0x200D: false
        case 0xE0000...0xE007F: true
        default:
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }
    }

    private static let blackFlag: Unicode.Scalar = "\u{1F3F4}"
    private static let cancelTag: UInt32 = 0xE007F

    private static func escaping(_ text: String, keepingNewlines: Bool) -> String {
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == blackFlag, let end = emojiTagSequenceEnd(in: scalars, after: index) {
                result.append(contentsOf: scalars[index...end])
                index = end + 1
                continue
            }
            if isEscaped(scalar) && !(keepingNewlines && scalar == "\n") {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result.append(contentsOf: "\\u{\(hex.count < 2 ? "0" + hex : hex)}".unicodeScalars)
            } else {
                result.append(scalar)
            }
            index += 1
        }
        return String(result)
    }

    /// The index of the cancel tag closing the emoji tag sequence that starts after the
    /// black flag at `flag`: 2 to 6 tag digits or small letters (a subdivision code such as
    /// `gbeng`), then U+E007F. Nil when what follows is not one.
    private static func emojiTagSequenceEnd(in scalars: [Unicode.Scalar], after flag: Int) -> Int? {
        var index = flag + 1
        while index < scalars.count, index - flag <= 6, isTagLetterOrDigit(scalars[index]) {
            index += 1
        }
        let count = index - flag - 1
        guard (2...6).contains(count), index < scalars.count, scalars[index].value == cancelTag else { return nil }
        return index
    }

    private static func isTagLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        (0xE0030...0xE0039).contains(scalar.value) || (0xE0061...0xE007A).contains(scalar.value)
    }
}
