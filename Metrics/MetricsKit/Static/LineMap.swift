/// Line boundaries of a file's UTF-8 bytes. A file's last line counts even without a final
/// newline; the empty "line" after a final newline does not (the convention of `wc -l` + cloc).
struct LineMap {
    /// Byte offset where each line starts.
    let starts: [Int]
    private let whitespaceOnly: [Bool]

    init(_ bytes: [UInt8]) {
        var starts: [Int] = []
        var whitespaceOnly: [Bool] = []
        var lineStart = 0
        var blank = true
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") {
                starts.append(lineStart)
                whitespaceOnly.append(blank)
                lineStart = index + 1
                blank = true
            } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r")
                        && byte != 0x0B && byte != 0x0C {
                blank = false
            }
        }
        if lineStart < bytes.count {
            starts.append(lineStart)
            whitespaceOnly.append(blank)
        }
        self.starts = starts
        self.whitespaceOnly = whitespaceOnly
    }

    var lineCount: Int { starts.count }

    func isWhitespaceOnly(line: Int) -> Bool { whitespaceOnly[line] }

    /// A position remembered between lookups: offsets mostly grow, so the search starts there.
    struct Cursor { var line = 0 }

    /// The zero-based line holding `offset`.
    func line(of offset: Int, cursor: inout Cursor) -> Int {
        guard !starts.isEmpty else { return 0 }
        var line = min(cursor.line, starts.count - 1)
        if starts[line] > offset {
            line = self.line(of: offset)
        } else {
            while line + 1 < starts.count && starts[line + 1] <= offset { line += 1 }
        }
        cursor.line = line
        return line
    }

    /// The zero-based line holding `offset` (binary search).
    func line(of offset: Int) -> Int {
        guard !starts.isEmpty else { return 0 }
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
