/// Splits typed or scripted text into lines the same way whatever the line endings:
/// `"\n"`, `"\r\n"` and a lone `"\r"` all end a line, so an LF, a CRLF and an old-Mac CR
/// script run identically (Swift treats `"\r\n"` as one `Character`, so splitting a CRLF
/// text on `"\n"` would leave it one long line).
public enum InputLines {
    /// The longest line the drivers carry out, in UTF-8 bytes (64 KiB). No command comes
    /// near it: a text field takes a few hundred bytes at most and a link a few thousand.
    /// A longer line is refused as a whole, so a pasted or generated line of megabytes
    /// costs no more than reading it (``LineBuffer`` does not even keep it).
    public static let maximumLineBytes = 65_536

    /// The one-line error for a line over ``maximumLineBytes``.
    public static let overLongMessage = "line too long (more than \(maximumLineBytes) bytes); it was skipped"

    /// Whether the drivers refuse `line` unread: it holds more than ``maximumLineBytes``.
    public static func isOverLong(_ line: String) -> Bool {
        line.utf8.count > maximumLineBytes
    }

    /// What script mode echoes for an over-long line: its first 40 Unicode scalars and "…",
    /// enough to find it in the script.
    public static func beginning(of line: String) -> String {
        String(String.UnicodeScalarView(line.unicodeScalars.prefix(40))) + "…"
    }

    /// The lines of `text`, without their terminators. A terminator at the very end does
    /// not start an extra line; an empty text has no lines. Cut by ``LineBuffer``, the one
    /// place that knows line endings, so typed text and script files split alike.
    public static func split(_ text: String) -> [String] {
        var buffer = LineBuffer()
        var bytes = text
        var lines = bytes.withUTF8 { buffer.append(UnsafeRawBufferPointer($0)) }
        if let last = buffer.finish() { lines.append(last) }
        return lines
    }

    /// Every line of every element of `chunks`: what the drivers run, so a chunk that still
    /// holds line terminators (a whole CRLF file split on `Character` "\n") is cut up too.
    public static func split(_ chunks: some Sequence<String>) -> some Sequence<String> {
        chunks.lazy.flatMap { chunk in
            // A chunk without terminators is one line, even an empty one.
            chunk.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) ? split(chunk) : [chunk]
        }
    }
}
