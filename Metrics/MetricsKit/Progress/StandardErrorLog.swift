#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The tool's one way to tell the user something beside the report: a warning, a note, the
/// progress bar's drawing. Written with the system call, not `FileHandle`, whose `write`
/// traps when standard error is closed or full: a lost warning is no reason to lose a run.
public enum StandardErrorLog {
    /// Writes `text` as it is (the progress bar draws with it).
    public static func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(2, $0.baseAddress!, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Writes `line` and ends it.
    public static func line(_ line: String) {
        write(line.hasSuffix("\n") ? line : line + "\n")
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }
}
