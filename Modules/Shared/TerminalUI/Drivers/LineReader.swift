#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads typed lines on a background thread, so the main actor stays free to redraw while
/// the user types. Lines are cut by ``LineBuffer``: `\n`, `\r\n` and a lone `\r` end a
/// line, and an over-long line arrives cut short, for the driver to refuse.
public enum LineReader {
    public static func standardInput() -> AsyncStream<String> {
        lines(fileDescriptor: 0)
    }

    /// The lines read from `fileDescriptor` (left open) until its end or a read error.
    public static func lines(fileDescriptor: Int32) -> AsyncStream<String> {
        AsyncStream { continuation in
            let thread = Thread {
                var buffer = LineBuffer()
                var chunk = [UInt8](repeating: 0, count: 64 * 1024)
                while true {
                    let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { break }
                    for line in chunk.withUnsafeBytes({ buffer.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }) {
                        continuation.yield(line)
                    }
                }
                if let last = buffer.finish() { continuation.yield(last) }
                continuation.finish()
            }
            thread.start()
        }
    }
}
