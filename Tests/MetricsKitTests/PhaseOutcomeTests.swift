@testable import MetricsKit
import Testing

/// How the phases' outcomes add up into the report: a later phase's figures where it has some,
/// failures and notes in the order the phases ran.
@Suite struct PhaseOutcomeTests {
    private func module(_ id: String) -> ModuleReport {
        ModuleReport(
            id: id, domain: "Alpha", pattern: "MVVM", targets: [], testTargets: [], size: LineCounts(), roles: [], layers: [],
            otherFiles: [], shape: Shape(), testCode: LineCounts(), testShape: Shape(), declaredTests: 0
        )
    }

    @Test func laterFiguresJoinEarlierOnesAndFailuresKeepTheirOrder() {
        let own = Coverage(coveredLines: 8, lines: 10)
        let parity = Coverage(coveredLines: 9, lines: 10)
        var run = PhaseOutcome(notes: ["static"])
        var tests = PhaseOutcome(notes: ["tests"])
        tests.modules["Alpha/MVVM"] = .init(
            tests: TestResults(listed: 3, status: "failed"), ownCoverage: own, parityCoverage: parity,
            failures: [PhaseFailure(phase: "tests", message: "1 test failed")]
        )
        tests.parityTests = TestResults(listed: 5, status: "passed")
        var builds = PhaseOutcome(notes: ["builds"])
        builds.modules["Alpha/MVVM"] = .init(failures: [PhaseFailure(phase: "build", message: "does not compile")])
        builds.modules["Beta/MVVM"] = .init(failures: [PhaseFailure(phase: "build", message: "not in the report")])
        run.add(tests)
        run.add(builds)

        #expect(run.notes == ["static", "tests", "builds"])
        #expect(run.parityTests == TestResults(listed: 5, status: "passed"))
        var reports = [module("Alpha/MVVM"), module("Alpha/VIPER")]
        run.apply(to: &reports)
        #expect(reports[0].tests == TestResults(listed: 3, status: "failed"))
        #expect(reports[0].coverage == CoverageFigures(own: own, parity: parity))
        #expect(reports[0].status == "failed")
        #expect(reports[0].failures.map(\.phase) == ["tests", "build"])
        #expect(reports[1] == module("Alpha/VIPER"))
    }

    @Test func coverageFromTwoPhasesKeepsBothHalves() {
        let own = Coverage(coveredLines: 8, lines: 10)
        let parity = Coverage(coveredLines: 9, lines: 10)
        var run = PhaseOutcome()
        run.add(PhaseOutcome(modules: ["Alpha/MVVM": .init(ownCoverage: own)]))
        run.add(PhaseOutcome(modules: ["Alpha/MVVM": .init(parityCoverage: parity)]))
        var reports = [module("Alpha/MVVM")]
        run.apply(to: &reports)
        #expect(reports[0].coverage == CoverageFigures(own: own, parity: parity))
        #expect(reports[0].status == "ok")
    }
}
