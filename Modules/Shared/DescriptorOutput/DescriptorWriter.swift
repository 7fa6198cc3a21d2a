#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes through the system call, not `FileHandle`, whose `write` traps on a full disk or
/// a closed descriptor: here a failed write is an answer, never a crash. The apps' standard
/// output and error and the metrics tool's standard error all write through it.
public enum DescriptorWriter {
    /// Writes all of `text` to `descriptor`, resuming after partial writes and interrupts.
    /// - Returns: the `errno` of the write that failed, or `nil` once everything is written.
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32) -> Int32? {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? errno : EIO }
            offset += written
        }
        return nil
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }
}
