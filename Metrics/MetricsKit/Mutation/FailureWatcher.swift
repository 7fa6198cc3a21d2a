import Foundation

/// Reads what a running test process has written so far, for the first line that says a test
/// failed (``TestConsoleFormat/isFailure(_:)``).
struct FailureWatcher {
    let path: String
    private var offset: UInt64 = 0
    private var carry = ""

    init(path: String) {
        self.path = path
    }

    mutating func sawFailure() -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        try? handle.seek(toOffset: offset)
        let data = handle.readDataToEndOfFile()
        offset += UInt64(data.count)
        let text = carry + String(decoding: data, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        carry = String(lines.removeLast())
        return lines.contains { TestConsoleFormat.isFailure($0) }
    }
}
