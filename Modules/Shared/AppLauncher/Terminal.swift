#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What the terminal on a file descriptor can do.
enum Terminal {
    static func isInteractive(fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1
    }

    /// Colours unless the output is not a terminal, `TERM` is dumb, or `NO_COLOR` is set.
    static func supportsColour(fileDescriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard isInteractive(fileDescriptor: fileDescriptor), environment["NO_COLOR"] == nil else { return false }
        let term = environment["TERM"] ?? ""
        return !term.isEmpty && term != "dumb"
    }

    /// The terminal's height in rows, if it has one.
    static func rows(fileDescriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }
}
