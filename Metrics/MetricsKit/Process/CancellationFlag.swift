import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Set when the user presses Ctrl-C (or the process gets SIGTERM). A running subprocess sees
/// it and ends its whole process tree; the run then stops with `CancellationError`.
public final class CancellationFlag: Sendable {
    private let cancelled = Mutex(false)
    /// Kept alive for the flag's lifetime; only read by Dispatch.
    nonisolated(unsafe) private var sources: [any DispatchSourceSignal] = []

    /// With `trappingSignals`, SIGINT and SIGTERM cancel the run instead of killing the process
    /// (which would leave the compiler jobs of a running build behind).
    public init(trappingSignals: Bool = false) {
        guard trappingSignals else { return }
        let queue = DispatchQueue(label: "metrics.signals")
        sources = [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { [weak self] in self?.cancel() }
            source.resume()
            return source
        }
    }

    public var isCancelled: Bool { cancelled.withLock { $0 } }

    /// Marks the run cancelled; the polling loop of a running subprocess then ends its tree.
    public func cancel() {
        cancelled.withLock { $0 = true }
    }

    /// Throws `CancellationError` once cancelled.
    public func check() throws {
        if isCancelled { throw CancellationError() }
    }
}
