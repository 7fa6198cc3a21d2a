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
/// the one line the app would print there (``LaunchError/report()`` asks ``wasClosed(_:)``
/// itself, as it may run before ``inspect()``). A descriptor nothing has taken yet is
/// pointed at `/dev/null`, so no file the app opens later can take it.
struct StandardStreams: Equatable, Sendable {
    let inputWasClosed: Bool
    let outputWasClosed: Bool

    /// Checks the three standard descriptors, and points free ones at `/dev/null`.
    static func inspect() -> StandardStreams {
        let streams = StandardStreams(
            inputWasClosed: wasClosed(0, reopeningWith: O_RDONLY),
            outputWasClosed: wasClosed(1, reopeningWith: O_WRONLY)
        )
        _ = wasClosed(2, reopeningWith: O_WRONLY)
        return streams
    }

    /// Whether `descriptor` was closed when the process started (see the type's notes).
    static func wasClosed(_ descriptor: Int32) -> Bool {
        isClosed(flags: fcntl(descriptor, F_GETFD))
    }

    private static func isClosed(flags: Int32) -> Bool {
        flags == -1 || flags & FD_CLOEXEC != 0
    }

    private static func wasClosed(_ descriptor: Int32, reopeningWith mode: Int32) -> Bool {
        let flags = fcntl(descriptor, F_GETFD)
        if flags == -1 {
            let opened = open("/dev/null", mode)
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
        return isClosed(flags: flags)
    }
}
