import Foundation
@testable import MetricsKit
import Testing

/// A trace that could not record everything says so, and `--strict` fails on it: a journey run
/// that fails is tried once more before it becomes a gap, a named action no run recorded is a
/// gap, and each gap is a line of the report a reader can act on.
@Suite struct TraceGapTests {
    private static let module = PatternModule(domain: "FootballGather", pattern: "Reactor", targets: [])

    private static func run(_ journey: String) -> TraceJourneyRun {
        TraceJourneyRun(module: module, app: "football-gather", executable: "football-gather", journey: journey)
    }

    /// A folder standing in for the copy's build: `football-gather` fails while `fails` is above
    /// zero (counting down in a file), then writes one command's records.
    private static func fakeApp(failing fails: Int) throws -> (bin: String, root: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trace-gap-\(UUID().uuidString)").path
        let bin = "\(root)/bin"
        try FileManager.default.createDirectory(atPath: "\(root)/\(TracePhase.journeyFolder)/football-gather", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try "tap Login\n".write(toFile: "\(root)/\(TracePhase.journeyFolder)/football-gather/01-login.script", atomically: true, encoding: .utf8)
        try String(fails).write(toFile: "\(root)/fails", atomically: true, encoding: .utf8)
        let script = """
            #!/bin/sh
            left=$(cat '\(root)/fails')
            if [ "$left" -gt 0 ]; then echo $((left - 1)) > '\(root)/fails'; echo "crashed" >&2; exit 134; fi
            printf 'C\\t0\\ttap Login\\nR\\t0\\t0\\t-\\tP\\t-\\tLoginView.swift\\tLoginView\\tlogin()\\n' > "$\(TraceRuntimeSource.outputVariable)"
            """
        try script.write(toFile: "\(root)/app.sh", atomically: true, encoding: .utf8)
        // Written by a child process: a file this process wrote can still be open in another
        // test's child forked meanwhile, and executing it then fails with "text file busy".
        let install = try Process.run(URL(fileURLWithPath: "/usr/bin/install"), arguments: ["-m", "755", "\(root)/app.sh", "\(bin)/football-gather"])
        install.waitUntilExit()
        try #require(install.terminationStatus == 0)
        return (bin, root)
    }

    @Test func aRunThatFailsOnceIsRetriedAndSaysSo() throws {
        let (bin, root) = try Self.fakeApp(failing: 1)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let outcome = try Self.run("01-login").record(bin: bin, root: root, logs: root, cancellation: nil)
        #expect(outcome.failure == nil)
        #expect(outcome.log?.commands == ["tap Login"])
        #expect(outcome.sameBothTimes)
        #expect(outcome.retried.count == 1)
        #expect(outcome.retried.first?.contains("exited with status 134") == true)
    }

    @Test func aRunThatFailsTwiceIsAGapWithItsLog() throws {
        let (bin, root) = try Self.fakeApp(failing: 2)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Self.run("01-login")
        let outcome = try run.record(bin: bin, root: root, logs: root, cancellation: nil)
        #expect(outcome.log == nil)
        // Not a run that passed on its second try.
        #expect(outcome.retried.isEmpty)
        let failure = try #require(outcome.failure)
        #expect(failure.hasPrefix("exited with status 134; log: trace-FootballGatherReactor-01-login-0-1.log"))
        // The failed attempt's output is kept under its own name for the reader.
        #expect(try String(contentsOfFile: "\(root)/trace-FootballGatherReactor-01-login-0-1.log", encoding: .utf8).contains("crashed"))

        let gaps = TracePhase.gaps(runs: [run], outcomes: [outcome], selected: [Self.module], modules: [])
        #expect(gaps == [
            "FootballGather/Reactor 01-login gave no record: \(failure)",
            "FootballGather/Reactor has no trace of \"sign in\", \"add a player\", \"select players and confirm teams\", \"start a gather\", \"end a gather\"",
        ])
    }

    @Test func aMissingActionAndTwoRunsThatDifferAreGaps() {
        let run = Self.run("03-gather")
        var outcome = TraceJourneyRun.Outcome()
        outcome.log = TraceLog.parse("C\t0\ttap Login\n")
        outcome.sameBothTimes = false
        var traced = SampleReport.trace.modules[0]
        (traced.domain, traced.pattern) = ("FootballGather", "Reactor")
        let gaps = TracePhase.gaps(runs: [run], outcomes: [outcome], selected: [Self.module], modules: [traced])
        #expect(gaps == [
            "FootballGather/Reactor 03-gather recorded different calls in its two runs",
            "FootballGather/Reactor has no trace of \"add a player\", \"select players and confirm teams\", \"start a gather\", \"end a gather\"",
        ])
    }

    @Test func strictFailsOnATraceWithGapsOrWithoutFigures() {
        var report = SampleReport.makeWithTrace()
        report.modules.removeAll { $0.status != "ok" }
        report.settings.phases = [RunPhase.trace.rawValue]
        #expect(report.strictFailures.isEmpty)
        report.trace?.gaps = ["FootballGather/Reactor 03-gather gave no record: timed out after 5 min"]
        #expect(report.strictFailures == ["trace: FootballGather/Reactor 03-gather gave no record: timed out after 5 min"])
        report.trace = nil
        #expect(report.strictFailures == ["trace: the phase gave no figures (its note says why)"])
        // A run that did not ask for the trace has nothing to miss.
        report.settings.phases = [RunPhase.staticFigures.rawValue]
        #expect(report.strictFailures.isEmpty)
    }
}
