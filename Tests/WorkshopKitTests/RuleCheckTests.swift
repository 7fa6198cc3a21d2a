import Foundation
import MetricsKit
import Testing
@testable import WorkshopKit

/// `Scripts/workshop check`'s dependency-rule step on a copy of the real VIPER module: a
/// participant's view that calls the interactor is told which rule broke and where, and only
/// files the change touched are reported. No build, no journey: the step alone.
@Suite struct RuleCheckTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The workspace's FootballGather VIPER sources, copied into a scratch root.
    struct Copy {
        let root: String
        let workspace: Workspace

        static func make() throws -> Copy {
            let folder = "Modules/FootballGather/VIPER"
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("rule-check-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: "\(root)/Modules/FootballGather", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: "\(repository)/\(folder)", toPath: "\(root)/\(folder)")
            let files = try FileManager.default.subpathsOfDirectory(atPath: "\(root)/\(folder)")
                .filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }.sorted()
            let module = PatternModule(domain: "FootballGather", pattern: "VIPER", targets: [
                TargetSources(name: "FootballGatherVIPER", path: folder, kind: .regular, files: files),
            ])
            let workspace = Workspace(
                root: root, packageName: "Scratch", domains: ["FootballGather"], modules: [module], shared: [],
                parity: nil, unattachedTests: [], tooling: []
            )
            return Copy(root: root, workspace: workspace)
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    static let view = "Modules/FootballGather/VIPER/PlayerList/PlayerListView.swift"

    @Test func aViewThatCallsTheInteractorIsToldTheRuleAndTheLine() throws {
        let copy = try Copy.make()
        defer { copy.remove() }
        #expect(Workshop.ruleViolations(in: copy.workspace, module: "FootballGather/VIPER", touched: [Self.view], catalog: .standard).isEmpty)

        // The participant reaches past the presenter to load the roster themself.
        let path = "\(copy.root)/\(Self.view)"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let line = original.split(separator: "\n", omittingEmptySubsequences: false).count + 2
        try (original + "\nextension PlayerListView {\n    func reload(_ interactor: any PlayerListInteractorProtocol) async { await interactor.loadPlayers() }\n}\n")
            .write(toFile: path, atomically: true, encoding: .utf8)

        let violations = Workshop.ruleViolations(in: copy.workspace, module: "FootballGather/VIPER", touched: [Self.view], catalog: .standard)
        #expect(violations.map(\.text) == ["\(Self.view):\(line): View → Interactor: PlayerListInteractorProtocol (Interactor)"])
        #expect(Workshop.ruleReport(violations, pattern: "VIPER") == """
            ✘ Your change breaks a dependency rule of VIPER (what each role must not reference: Metrics/Reports/README.md, Role dependencies):
              \(Self.view):\(line): View → Interactor: PlayerListInteractorProtocol (Interactor)

            """)
        // A rule broken in a file the change did not touch is not the participant's.
        let elsewhere = "Modules/FootballGather/VIPER/Login/LoginView.swift"
        #expect(Workshop.ruleViolations(in: copy.workspace, module: "FootballGather/VIPER", touched: [elsewhere], catalog: .standard).isEmpty)
    }

    @Test func aChangeThatKeepsTheRulesGetsATick() {
        #expect(Workshop.ruleReport([], pattern: "MVVM") == "✔ Your change keeps MVVM's dependency rules.\n")
    }

    /// Right after `start` there is nothing for the rules to judge: no tick for keeping them.
    @Test func noChangeInTheModuleYetIsSaidInsteadOfATick() throws {
        let scratch = try ScratchWorkspace.make()
        defer { scratch.remove() }
        var output = ""
        let workshop = Workshop(root: scratch.root) { output += $0 }
        try workshop.start(exercise: "farewell", pattern: "mvvm")
        let start = try scratch.git.run(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
        // A toolchain that cannot run: with nothing to check, the package is not even read.
        let none = Toolchain(swift: "/nonexistent/swift", binDirectory: "/nonexistent", identity: "none")

        output = ""
        #expect(workshop.checkRules(toolchain: none, domain: "Greeting", pattern: "mvvm", since: start))
        #expect(output == "• No change yet: nothing to check against MVVM's dependency rules.\n")

        try scratch.write("// To ask the teacher.\n", to: "Tests/GreetingMVVMTests/Notes.swift")
        output = ""
        #expect(workshop.checkRules(toolchain: none, domain: "Greeting", pattern: "mvvm", since: start))
        #expect(output == "• Your change has no file in Modules/Greeting/MVVM/ yet: nothing to check against MVVM's dependency rules.\n")
    }
}
