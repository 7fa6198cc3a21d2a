/// Text that may come from the file system — file and folder names hold any byte but `/` —
/// made safe to print in every text format, by the apps' convention (TerminalUI's `VisibleText`):
/// a name can neither drive the terminal (`Red\e[31m.swift` would colour it), nor reorder or hide
/// what it shows, nor break a table row with a line break or a tab.
///
/// Escaped as a Swift escape `\u{XX}` (upper-case hex, at least two digits): control characters
/// (Unicode category Cc: C0 with the line break and tab, DEL, C1), format characters (Cf: the
/// bidirectional controls, zero-width and tag characters) but for the zero-width joiner and
/// non-joiner that emoji and many scripts need, and the line and paragraph separators. Unlike
/// the apps, it does not keep the tags of an emoji flag sequence: such a name shows them escaped.
/// JSON needs none of it: its encoder escapes every control character, so the names stay exact.
enum PrintableText {
    /// `text` as one line: every such character escaped, line breaks included.
    static func line(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isEscaped(scalar) else {
                escaped.append(scalar)
                continue
            }
            let digits = String(scalar.value, radix: 16, uppercase: true)
            escaped.append(contentsOf: "\\u{\(String(repeating: "0", count: max(0, 2 - digits.count)))\(digits)}".unicodeScalars)
        }
        return String(escaped)
    }

    /// Whether `scalar` prints as an escape.
    static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        if (0x20...0x7E).contains(scalar.value) || scalar == "\u{200C}" || scalar == "\u{200D}" { return false }
        return [.control, .format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
    }
}
