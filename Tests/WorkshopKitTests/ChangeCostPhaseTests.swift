import Foundation
import MetricsKit
import Testing
import TestSupport

/// The metrics' change-cost phase on the scratch workspace: the reference solution applied on
/// the shared part in a worktree, built, its journey and tests run, its change counted.
struct ChangeCostPhaseTests {
    static func module(_ pattern: String) -> PatternModule {
        PatternModule(
            domain: "Greeting", pattern: pattern,
            targets: [TargetSources(name: "Greeting\(pattern)", path: "Modules/Greeting/\(pattern)", kind: .regular, files: [])],
            testTargets: [TargetSources(name: "Greeting\(pattern)Tests", path: "Tests/Greeting\(pattern)Tests", kind: .test, files: [])]
        )
    }

    /// Builds the scratch package (a minute at most); a slow test, run by `Scripts/test --slow` and CI.
    @Test(.enabled(if: TestLevel.includesSlowTests, "builds the scratch package: Scripts/test --slow"))
    func measuresTheSolutionAndFailsAMissingOneInItsOwnCell() async throws {
        let scratch = try ScratchWorkspace.make()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: "\(scratch.root)/.build-metrics/logs", withIntermediateDirectories: true)
        let root = scratch.root
        // On a thread of its own: it builds the scratch package.
        let figures = try await onOwnThread {
            let phase = ChangeCostPhase(
                toolchain: try Toolchain.locate(), root: root, scratchPath: "\(root)/.build-metrics/exercises",
                workDirectory: "\(root)/.build-metrics/logs", catalog: .standard,
                progress: ProgressBar(style: .silent), cancellation: nil
            )
            return try phase.run(exercises: try Exercise.all(in: root), modules: [Self.module("MVVM"), Self.module("VIPER")])
        }

        #expect(figures.exercises.map(\.id) == ["farewell"])
        #expect(figures.exercises.first?.shared?.outsideCodeAdded == 1)
        #expect(figures.cells.map(\.pattern) == ["MVVM", "VIPER"])
        let mvvm = try #require(figures.cells.first)
        #expect(mvvm.status == "passed", "\(mvvm.reason ?? "")")
        #expect(mvvm.journeyPassed == true)
        #expect(mvvm.testsPassed == true)
        #expect(mvvm.cost?.codeAdded == ["ViewModel": 4])
        #expect(mvvm.cost?.codeRemoved == ["ViewModel": 1])
        #expect(mvvm.cost?.testCodeAdded == 3)
        #expect(figures.cells.last == ChangeCostFigures.Cell(exercise: "farewell", pattern: "VIPER", status: "failed", reason: "no reference solution"))
        // The checkout measured is untouched.
        #expect(try scratch.git.run(["status", "--porcelain", "--untracked-files=no"]).isEmpty)
    }
}
