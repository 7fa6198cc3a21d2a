#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input, output and error as the process found them.
///
/// A stream the parent closed (`<&-`, `>&-`, `2>&-`) leaves its descriptor free, and the
/// first file opened takes it: on Linux, Dispatch's own event descriptors do so before
/// `main` runs, so "standard output" would be an epoll descriptor and "standard input" an
/// eventfd. A descriptor the process inherited never has `FD_CLOEXEC` set (exec would have
/// closed it), so a standard descriptor that is missing or has the flag was closed by the
/// parent. Such a stream is never read or written: a closed input reads as an empty
/// script, a closed output has failed before its first write, a closed error output drops
/// the one line the app would print there. A descriptor nothing has taken yet is pointed
/// at `/dev/null`, so no file the app opens later can take it.
struct StandardStreams: Equatable, Sendable {
    let inputWasClosed: Bool
    let outputWasClosed: Bool
    let errorWasClosed: Bool

    /// Checks the three standard descriptors, and points free ones at `/dev/null`.
    static func inspect() -> StandardStreams {
        StandardStreams(
            inputWasClosed: wasClosed(0, reopeningWith: O_RDONLY),
            outputWasClosed: wasClosed(1, reopeningWith: O_WRONLY),
            errorWasClosed: wasClosed(2, reopeningWith: O_WRONLY)
        )
    }

    /// Whether `descriptor` was closed when the process started (see the type's notes).
    static func wasClosed(_ descriptor: Int32) -> Bool {
        let flags = fcntl(descriptor, F_GETFD)
        return flags == -1 || flags & FD_CLOEXEC != 0
    }

    private static func wasClosed(_ descriptor: Int32, reopeningWith flags: Int32) -> Bool {
        guard wasClosed(descriptor) else { return false }
        if fcntl(descriptor, F_GETFD) == -1 {
            let opened = open("/dev/null", flags)
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
        return true
    }
}
