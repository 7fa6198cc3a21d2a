#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DescriptorOutput

/// Unbuffered writes to standard output, so a redraw or a script step shows at once.
///
/// A write that fails (a full disk, a closed descriptor, a reader that went away) is not a
/// crash: the first failure is kept in ``failure``, every later write is dropped, and
/// ``onFailure`` runs once, so the driver stops taking input and the app can close its
/// database before the process ends (``Launcher``).
@MainActor
final class StandardOutput {
    /// Why output stopped, if it did.
    private(set) var failure: OutputFailure?
    /// Runs once, when the first write fails.
    var onFailure: () -> Void = {}
    private let fileDescriptor: Int32

    /// - Parameter closed: standard output was closed when the process started (its
    ///   descriptor now points at `/dev/null`, see ``StandardStreams``): nothing written
    ///   could reach anyone, so output has failed before the first write.
    init(fileDescriptor: Int32 = 1, closed: Bool = false) {
        self.fileDescriptor = fileDescriptor
        if closed { failure = OutputFailure(code: EBADF) }
    }

    /// Whether writing has failed: what the drivers check before they take the next line.
    var hasFailed: Bool { failure != nil }

    func write(_ text: String) {
        guard failure == nil, let code = DescriptorWriter.write(text, to: fileDescriptor) else { return }
        failure = OutputFailure(code: code)
        onFailure()
    }
}
