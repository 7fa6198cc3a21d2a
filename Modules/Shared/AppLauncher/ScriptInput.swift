#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalUI

/// The lines of a script, read from a file descriptor as a stream: a regular file, a pipe,
/// `/dev/stdin`, a process substitution (`/dev/fd/63`) or `/dev/null` alike.
///
/// Lines are cut by ``LineBuffer``: `\n`, `\r\n` and a lone `\r` end a line (so CRLF and LF
/// scripts read the same), bytes that are not UTF-8 become U+FFFD, and a line over
/// ``InputLines/maximumLineBytes`` arrives cut short, for the driver to refuse, without
/// the rest of it ever being stored. Reading happens as the lines are consumed, so a
/// script fed through a pipe runs as it arrives.
public final class ScriptInput: Sequence, IteratorProtocol {
    private let fileDescriptor: Int32
    private let closesWhenDone: Bool
    private var buffer = LineBuffer()
    private var ready: [String] = []
    private var nextReady = 0
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    private var atEnd = false
    /// Why reading stopped early (`read` failed), if it did.
    public private(set) var failure: String?

    /// Opens the script at `path`.
    /// - Throws: a one-line ``LaunchError`` (`cannot read script <path>: no such file`,
    ///   `… it is a directory`, `… permission denied`) before anything is read.
    public convenience init(path: String) throws(LaunchError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw LaunchError("cannot read script \(path): \(Self.message(for: errno))")
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw LaunchError("cannot read script \(path): \(Self.message(for: EISDIR))")
        }
        self.init(fileDescriptor: descriptor, closesWhenDone: true)
    }

    /// Reads from an already open descriptor (standard input is 0); it is left open.
    public init(fileDescriptor: Int32, closesWhenDone: Bool = false) {
        self.fileDescriptor = fileDescriptor
        self.closesWhenDone = closesWhenDone
    }

    deinit {
        if closesWhenDone { close(fileDescriptor) }
    }

    public func next() -> String? {
        while nextReady == ready.count {
            if atEnd { return nil }
            ready = readLines()
            nextReady = 0
        }
        defer { nextReady += 1 }
        return ready[nextReady]
    }

    /// The lines the next read completes (the last one at the end of the input).
    private func readLines() -> [String] {
        let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            return chunk.withUnsafeBytes { buffer.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        }
        if count < 0 && errno == EINTR { return [] }
        if count < 0 { failure = Self.message(for: errno) }
        atEnd = true
        return buffer.finish().map { [$0] } ?? []
    }

    /// A plain, lower-case reason for an `errno`.
    static func message(for code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EISDIR: "it is a directory"
        case EACCES: "permission denied"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
