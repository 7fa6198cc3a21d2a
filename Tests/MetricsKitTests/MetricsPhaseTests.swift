import Foundation
@testable import MetricsKit
import Testing

/// The runner's handling of its phases, on the mini workspace's quick run with phases of these
/// tests after its static figures: what a phase returns goes in the report, a phase that fails
/// becomes a note and the run goes on, and cancellation ends the run.
@Suite struct MetricsPhaseTests {
    /// A phase that returns or throws what the test tells it.
    private struct ScriptedPhase: MetricsPhase {
        var name: String
        var failureEndsTheRun = false
        var measure: () throws -> PhaseOutcome

        func isIncluded(in context: PhaseContext) -> Bool { true }

        func run(in context: PhaseContext) throws -> PhaseOutcome { try measure() }
    }

    private struct TraceFailure: Error, CustomStringConvertible {
        var description: String { "the trace file is empty" }
    }

    private func run(_ phases: [any MetricsPhase], cancellation: CancellationFlag? = nil) throws -> MetricsReport {
        let fixture = try Fixture.copy("MiniWorkspace")
        defer { fixture.remove() }
        let runner = MetricsRunner(
            options: MetricsOptions(packagePath: fixture.root, quick: true), progress: ProgressBar(style: .silent),
            cancellation: cancellation, phases: phases, environment: { _, _, _, _ in Fixture.environment }
        )
        return try runner.run()
    }

    @Test func aFailingPhaseBecomesANoteAndTheNextPhaseStillRuns() throws {
        var measured = PhaseOutcome(notes: ["Trace: read after the failure."])
        measured.modules["Alpha/MVVM"] = .init(failures: [PhaseFailure(phase: "trace", message: "no spans")])
        let report = try run([
            ScriptedPhase(name: "Trace") { throw TraceFailure() },
            ScriptedPhase(name: "Second") { measured },
        ])
        let notes = report.notes.filter { $0.hasPrefix("Trace: ") }
        #expect(notes == ["Trace: the trace file is empty", "Trace: read after the failure."])
        let mvvm = try #require(report.modules.first { $0.id == "Alpha/MVVM" })
        #expect(mvvm.status == "failed")
        #expect(mvvm.failures == [PhaseFailure(phase: "trace", message: "no spans")])
        #expect(report.modules.filter { $0.id != "Alpha/MVVM" }.allSatisfy { $0.status == "ok" })
    }

    @Test func cancellationEndsTheRunWithoutANote() throws {
        var laterPhaseRan = false
        #expect(throws: CancellationError.self) {
            try run([
                ScriptedPhase(name: "Trace") { throw CancellationError() },
                ScriptedPhase(name: "Later") {
                    laterPhaseRan = true
                    return PhaseOutcome()
                },
            ])
        }
        #expect(!laterPhaseRan)
    }

    /// After Ctrl-C a phase's subprocesses are ended, and whatever it then fails with is the
    /// cancellation's doing: the run stops, rather than reporting that failure.
    @Test func anErrorAfterCancellationIsTheCancellation() throws {
        let cancellation = CancellationFlag()
        #expect(throws: CancellationError.self) {
            try run([
                ScriptedPhase(name: "Trace") {
                    cancellation.cancel()
                    throw TraceFailure()
                },
            ], cancellation: cancellation)
        }
    }

    @Test func aPhaseWhoseFailureEndsTheRunThrowsItsError() throws {
        #expect(throws: TraceFailure.self) {
            try run([ScriptedPhase(name: "Trace", failureEndsTheRun: true) { throw TraceFailure() }])
        }
    }

    @Test func theStandardPhasesRunTestsFirstAndTheirFailuresEndTheRunOnlyForTheBuilds() {
        let phases = MetricsRunner.standardPhases
        #expect(phases.map(\.name) == ["Tests", "Build timing", "Runtime", "Change cost", "Mutation", "Trace"])
        #expect(phases.filter(\.failureEndsTheRun).map(\.name) == ["Tests", "Build timing"])
    }
}
