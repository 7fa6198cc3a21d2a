#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why standard output could not be written: the `errno` of the failed write.
struct OutputFailure: Equatable, Sendable {
    let code: Int32

    /// The reader went away (`EPIPE`): the app ends as a closed pipe always ended it, with
    /// status 141 (128 + SIGPIPE) and nothing on standard error, as `app | head` expects.
    var isClosedPipe: Bool { code == EPIPE }

    /// How the launch ends: one line for a real failure, a quiet 141 for a closed pipe.
    var launchError: LaunchError {
        if isClosedPipe { return LaunchError(quietlyExitingWith: 128 + SIGPIPE) }
        return LaunchError("cannot write standard output: \(reason); the app stopped before the next line, and nothing was lost")
    }

    private var reason: String {
        switch code {
        case EBADF: "it is closed"
        case ENOSPC: "no space left on device"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
