/// Makes control characters visible, so text typed into data (or read from a database)
/// can never drive the terminal: `"\u{1B}]0;title\u{07}"` prints as `\u{1B}]0;title\u{07}`.
///
/// Every control character — C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F), the
/// Unicode category Cc — is written as a Swift escape `\u{XX}` (upper-case hex, at least two
/// digits), and so is every bidirectional formatting character (U+061C, U+200E, U+200F,
/// U+202A–U+202E, U+2066–U+2069): they print nothing yet reorder what follows on a terminal
/// that honours them, so a name could pose as another ("Trojan Source"). ``ScreenRenderer``
/// applies it to every piece of text it prints, and the drivers print nothing that has not
/// gone through the renderer.
public enum VisibleText {
    /// `text` with every control character escaped, line breaks included (one line of screen).
    public static func line(_ text: String) -> String {
        escaping(text, keepingNewlines: false)
    }

    /// `text` with every control character except `"\n"` escaped (a multi-line message).
    public static func lines(_ text: String) -> String {
        escaping(text, keepingNewlines: true)
    }

    /// Whether `scalar` is a control character (Unicode general category Cc).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether `scalar` changes the direction of the text around it (embeddings, overrides,
    /// isolates and the invisible direction marks).
    public static func isBidirectionalFormat(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || isBidirectionalFormat(scalar)
    }

    private static func escaping(_ text: String, keepingNewlines: Bool) -> String {
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isEscaped(scalar) && !(keepingNewlines && scalar == "\n") {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result.append(contentsOf: "\\u{\(hex.count < 2 ? "0" + hex : hex)}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
