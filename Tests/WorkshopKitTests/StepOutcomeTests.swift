import Glibc
@testable import MetricsKit
import Testing
@testable import WorkshopKit

/// How `check` tells a build the participant stopped (Ctrl-C) from one that failed on their code.
struct StepOutcomeTests {
    static func result(exitCode: Int32, endReason: SubprocessResult.EndReason = .exited) -> SubprocessResult {
        SubprocessResult(exitCode: exitCode, wallTime: .seconds(1), cpuTime: .seconds(1), userTime: .seconds(1), endReason: endReason, outputPath: "/dev/null")
    }

    @Test func aCompileFailureIsAFailure() {
        #expect(StepOutcome(Self.result(exitCode: 1), cancelled: false) == .failed)
        // Timing out (a journey that hangs) is the participant's to fix, not a cancellation.
        #expect(StepOutcome(Self.result(exitCode: 137, endReason: .timedOut), cancelled: false) == .failed)
        #expect(StepOutcome(Self.result(exitCode: 0), cancelled: false) == .succeeded)
    }

    @Test func aBuildStoppedByCtrlCIsCancelledWhoeverSawTheSignalFirst() {
        // The workshop saw Ctrl-C: its flag is set, and the build ended with exit code 1 (as
        // `swift build` does when interrupted before it compiles) or was ended for it.
        #expect(StepOutcome(Self.result(exitCode: 1), cancelled: true) == .cancelled)
        #expect(StepOutcome(Self.result(exitCode: 143, endReason: .cancelled), cancelled: true) == .cancelled)
        // Only the build saw it (it died of SIGINT, or of SIGTERM or SIGHUP from a closed terminal).
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            #expect(StepOutcome(Self.result(exitCode: 128 + signal), cancelled: false) == .cancelled)
        }
        // A step that finished before the Ctrl-C is kept: the next step is the one cancelled.
        #expect(StepOutcome(Self.result(exitCode: 0), cancelled: true) == .succeeded)
    }
}
