import Foundation
@testable import MetricsKit
import TestSupport
import Testing

/// The proof that the score measures something: on a small module whose tests check every line,
/// nearly every planted bug is caught; with those tests replaced by one that touches nothing of
/// the module, nearly none is. Builds the fixture twice (its coverage build and the scratch
/// copy), a minute or two; a slow test, run by `Scripts/test --slow` and CI.
@Suite(.serialized) struct MutationPhaseTests {
    /// On a thread of its own: it builds the fixture twice.
    private func mutate(_ fixture: Fixture) async throws -> MutationFigures {
        try await onOwnThread { try Self.mutateBlocking(fixture) }
    }

    private static func mutateBlocking(_ fixture: Fixture) throws -> MutationFigures {
        let toolchain = try Toolchain.locate()
        let scratch = "\(fixture.root)/.build-metrics"
        let logs = "\(scratch)/logs"
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
        let module = PatternModule(
            domain: "Gamma", pattern: "MVVM",
            targets: [TargetSources(
                name: "GammaMVVM", path: "Modules/Gamma/MVVM", kind: .regular,
                files: ["Modules/Gamma/MVVM/ScoreView.swift", "Modules/Gamma/MVVM/ScoreViewModel.swift"]
            )],
            testTargets: [TargetSources(
                name: "GammaMVVMTests", path: "Tests/GammaMVVMTests", kind: .test, files: ["Tests/GammaMVVMTests/ScoreViewModelTests.swift"]
            )]
        )
        let phase = MutationPhase(
            toolchain: toolchain, root: fixture.root, packageName: "MutationWorkspace", scratchPath: "\(scratch)/mutation",
            workDirectory: logs, catalog: .standard, settings: MutationPhase.Settings(mutantsPerModule: 12, budget: .seconds(900)),
            coverageBuild: SwiftPMCommand(toolchain: toolchain, packagePath: fixture.root, scratchPath: "\(scratch)/debug", configuration: "debug", coverage: true),
            progress: ProgressBar(style: .silent), cancellation: nil
        )
        let outcome = try phase.run(modules: [module], allModules: [module])
        return try #require(outcome.figures[module.id])
    }

    @Test(.enabled(if: EndToEndTests.building, "builds a scratch copy: Scripts/test --slow"), .timeLimit(.minutes(15)))
    func theScoreIsHighWithTheTestsAndNearZeroWithout() async throws {
        let fixture = try Fixture.copy("MutationWorkspace")
        defer { fixture.remove() }
        let tested = try await mutate(fixture)
        #expect(tested.failure == nil)
        #expect(tested.mutants.count == 12)
        #expect(Set(tested.roles.map(\.name)) == ["View", "ViewModel"])
        #expect(tested.total.notCompiled == 0)
        let score = try #require(tested.total.score)
        #expect(score >= 80, "\(tested.survivors.map(\.change))")

        // The same module, the same sample (the same code), its tests replaced.
        try """
            import Testing

            @Test func touchesNothingOfTheModule() { #expect(1 + 1 == 2) }

            """.write(toFile: "\(fixture.root)/Tests/GammaMVVMTests/ScoreViewModelTests.swift", atomically: true, encoding: .utf8)
        let untested = try await mutate(fixture)
        #expect(untested.failure == nil)
        #expect(untested.mutants.map(\.id) == tested.mutants.map(\.id))
        #expect(try #require(untested.total.score) <= 10)
        #expect(untested.total.notCovered >= 9)
    }
}
