import MetricsKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How one step of `check` (or `start`'s build) ended, as the participant is told it: a step the
/// user stopped is cancelled, never a failure of their code ("It does not build" with the
/// build's last progress line as the compiler's words).
enum StepOutcome: Equatable {
    case succeeded
    case failed
    case cancelled

    /// The signals that stop a step on purpose: Ctrl-C, a terminal closed, `kill`.
    static let stoppingSignals = [SIGINT, SIGHUP, SIGTERM]

    /// `cancelled` is whether the workshop was told to stop (its flag, set by Ctrl-C). The step
    /// counts as cancelled too when it was ended for that, or died of a stopping signal itself:
    /// Ctrl-C reaches every process of the terminal's group, `swift build` included, which may
    /// die of it before the workshop's own flag is read.
    init(_ result: SubprocessResult, cancelled: Bool) {
        if result.succeeded {
            self = .succeeded
        } else if cancelled || result.endReason == .cancelled || Self.stoppingSignals.contains(result.exitCode - 128) {
            self = .cancelled
        } else {
            self = .failed
        }
    }
}
