#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Cuts bytes into lines as they arrive (from a script file, a pipe or the keyboard; and
/// ``InputLines`` cuts text with it): `\n`, `\r\n` and a lone `\r` all end a line, even when a
/// `\r\n` is split across two reads, and bytes that are not UTF-8 become U+FFFD.
///
/// A line keeps at most ``InputLines/maximumLineBytes`` + 1 bytes: the rest of an
/// over-long line is skipped as it arrives, never stored or scanned twice, so reading
/// stays linear in the input and memory stays bounded whatever one line holds. The drivers
/// refuse the cut line (``InputLines/isOverLong(_:)``), so nothing of it ever runs.
public struct LineBuffer: Sendable {
    private let keep: Int
    private var line: [UInt8] = []
    private var afterCarriageReturn = false

    /// - Parameter maximumLineBytes: the longest line that is kept whole.
    public init(maximumLineBytes: Int = InputLines.maximumLineBytes) {
        keep = maximumLineBytes + 1
    }

    /// Adds `bytes` and returns the lines they complete, without their terminators.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) -> [String] {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return [] }
        let count = bytes.count
        var start = 0
        if afterCarriageReturn {
            // The "\n" of a "\r\n" that straddles two reads: the line already ended at "\r".
            afterCarriageReturn = false
            if bytes[0] == Self.lineFeed { start = 1 }
        }
        var lines: [String] = []
        // memchr finds each terminator; a search never covers bytes an earlier one passed,
        // which keeps the work linear however long a line is.
        var nextLineFeed = Self.find(Self.lineFeed, in: base, from: start, count: count)
        var nextCarriageReturn = Self.find(Self.carriageReturn, in: base, from: start, count: count)
        while start < count {
            let end = min(nextLineFeed, nextCarriageReturn)
            store(base + start, count: end - start)
            guard end < count else { break }
            lines.append(takeLine())
            start = end + 1
            if end == nextCarriageReturn {
                if start == count {
                    afterCarriageReturn = true
                } else if bytes[start] == Self.lineFeed {
                    start += 1
                }
            }
            if nextLineFeed < start { nextLineFeed = Self.find(Self.lineFeed, in: base, from: start, count: count) }
            if nextCarriageReturn < start { nextCarriageReturn = Self.find(Self.carriageReturn, in: base, from: start, count: count) }
        }
        return lines
    }

    /// The last line when the input ended without a terminator, if it holds anything.
    public mutating func finish() -> String? {
        afterCarriageReturn = false
        return line.isEmpty ? nil : takeLine()
    }

    private mutating func store(_ bytes: UnsafeRawPointer, count: Int) {
        let room = keep - line.count
        guard room > 0, count > 0 else { return }
        line.append(contentsOf: UnsafeRawBufferPointer(start: bytes, count: min(room, count)))
    }

    private mutating func takeLine() -> String {
        defer { line.removeAll(keepingCapacity: true) }
        return String(decoding: line, as: UTF8.self)
    }

    /// The index of the first `byte` at or after `start`, or `count` when there is none.
    private static func find(_ byte: UInt8, in base: UnsafeRawPointer, from start: Int, count: Int) -> Int {
        guard start < count, let found = memchr(base + start, Int32(byte), count - start) else { return count }
        return UnsafeRawPointer(found) - base
    }

    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
}
