import Foundation
import MetricsKit
import Testing
import TestSupport
@testable import WorkshopKit

/// The workshop commands on a scratch git repository, as a participant uses them.
@Suite(.serialized)
struct WorkshopCommandTests {
    final class Output: @unchecked Sendable {
        var text = ""
    }

    func workshop(_ scratch: ScratchWorkspace, _ output: Output, consent: Consent = .unavailable) -> Workshop {
        Workshop(root: scratch.root, consent: consent) { output.text += $0 }
    }

    @Test func listShowsOneAlignedRowPerExerciseIdFirst() throws {
        let scratch = try ScratchWorkspace.make()
        defer { scratch.remove() }
        let output = Output()
        try workshop(scratch, output).list()
        #expect(output.text == """
            Exercise  App      Time    Title
            farewell  greeter  10 min  Say goodbye

            Every exercise has a reference solution in mvvm: Scripts/workshop start <exercise> --pattern <pattern>.

            """)
    }

    @Test func unknownExercisePatternAndUnconfirmedWorkAreRefusedAndChangeNothing() throws {
        let scratch = try ScratchWorkspace.make()
        defer { scratch.remove() }
        let output = Output()
        let workshop = workshop(scratch, output)
        #expect(throws: WorkshopError.unknownExercise("hello", known: ["farewell"])) { try workshop.start(exercise: "hello", pattern: "mvvm") }
        #expect(throws: WorkshopError.unknownPattern("viper", exercise: "farewell", known: ["mvvm"])) { try workshop.start(exercise: "farewell", pattern: "VIPER") }
        try scratch.write("// mine\n", to: "Notes.swift")
        #expect(throws: WorkshopError.needsConsent(command: "start", work: "1 new file")) { try workshop.start(exercise: "farewell", pattern: "mvvm") }
        #expect(try scratch.git.run(["branch", "--show-current"]) == "main\n")
        #expect(scratch.read("Notes.swift") == "// mine\n")
        #expect(try scratch.git.run(["branch", "--list", "workshop-backup/*"]).isEmpty)
        #expect(throws: WorkshopError.notOnAWorkshopBranch("main")) { try workshop.reset() }
        #expect(output.text.isEmpty)
    }

    @Test func aFolderThatIsNoRepositoryIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workshop-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: WorkshopError.notARepository(folder)) { try Workshop(root: folder) { _ in }.diffstat() }
    }

    @Test func startMakesTheBranchWithTheSharedPartAndPrintsTheTaskWithTheOwnHintsFirstStep() throws {
        let scratch = try ScratchWorkspace.make()
        defer { scratch.remove() }
        let output = Output()
        try workshop(scratch, output).start(exercise: "farewell", pattern: "MVVM")
        #expect(try scratch.git.run(["branch", "--show-current"]) == "workshop/farewell-mvvm\n")
        #expect(scratch.read("Modules/Greeting/Shared/Words.swift") == ScratchWorkspace.sharedWords)
        #expect(try scratch.git.run(["status", "--porcelain"]).isEmpty)
        #expect(output.text.contains("As a greeter I want to say goodbye."))
        #expect(output.text.contains("""
            ## Where to start in MVVM
            Read the module's README first.
            The view model decides the text.
            That is step 1 of 3 of the hint; step 2 (which roles change): `Scripts/workshop hint`.

            """))
        #expect(!output.text.contains("the view model alone"))
        #expect(!output.text.contains("farewell(to:)"))
        // Told not to build (`start --no-build`), with nothing built in the scratch clone yet:
        // it says to build first, and how long the first check takes without it.
        output.text = ""
        workshop(scratch, output).sayWhatTheFirstCheckBuilds()
        #expect(output.text.contains("Nothing is built yet: the first check builds the whole workspace"))
        #expect(throws: WorkshopError.branchExists("workshop/farewell-mvvm")) {
            try scratch.git.run(["switch", "--quiet", "main"])
            try workshop(scratch, output).start(exercise: "farewell", pattern: "mvvm")
        }
    }

    @Test func diffstatCountsTheChangeInTheReportsUnitsAndResetRestoresTheStart() throws {
        let scratch = try ScratchWorkspace.make()
        defer { scratch.remove() }
        let output = Output()
        let workshop = workshop(scratch, output)
        try workshop.start(exercise: "farewell", pattern: "mvvm")
        try workshop.solution(apply: true)
        try scratch.write("import Testing\n\n// A scratch test.\n@Test func more() {}\n", to: "Tests/GreetingMVVMTests/MoreTests.swift")
        output.text = ""
        try workshop.diffstat()
        // The view model: `if`, two `return`s and a brace added, the old expression removed (the
        // new comment is no code line). Tests: the solution's 3 lines and the new file's 2.
        #expect(output.text == """
            Your change to farewell in MVVM so far, in the report's units:
              Files: 2 touched, 1 added
              Code lines in the pattern: +4 −1 (ViewModel +4 −1)
              Test code lines: +5 −0
            The committed report has no figures for the reference solution in MVVM yet: Scripts/metrics --full measures it.

            """)
        #expect(throws: WorkshopError.needsConsent(command: "solution --apply", work: "2 changed files and 1 new file")) {
            try workshop.solution(apply: true)
        }

        try self.workshop(scratch, output, consent: .given).reset()
        #expect(try scratch.git.run(["status", "--porcelain"]).isEmpty)
        #expect(scratch.read("Tests/GreetingMVVMTests/MoreTests.swift") == nil)
        #expect(scratch.read("Modules/Greeting/MVVM/GreetingViewModel.swift") == ScratchWorkspace.files["Modules/Greeting/MVVM/GreetingViewModel.swift"])
        #expect(scratch.read("Modules/Greeting/Shared/Words.swift") == ScratchWorkspace.sharedWords)
    }

    /// `check` on a thread of its own: it builds the scratch package.
    private func check(_ scratch: ScratchWorkspace, _ output: Output, _ toolchain: Toolchain) async throws -> Bool {
        try await onOwnThread { [self] in try workshop(scratch, output).check(toolchain: toolchain) }
    }

    /// Builds the scratch package twice (a minute or so); a slow test, run by `Scripts/test --slow` and CI.
    @Test(.enabled(if: TestLevel.includesSlowTests, "builds the scratch package twice: Scripts/test --slow"))
    func checkFailsWithTheTranscriptDiffThenPassesWithTheSolution() async throws {
        // Each build on a thread of its own, so the other tests' awaits do not wait behind it.
        let scratch = try ScratchWorkspace.make()
        defer { scratch.remove() }
        let output = Output()
        let workshop = workshop(scratch, output)
        let toolchain = try Toolchain.locate()
        try await onOwnThread { [self] in try self.workshop(scratch, output).start(exercise: "farewell", pattern: "mvvm") }
        output.text = ""

        #expect(try await check(scratch, output, toolchain) == false)
        // The journey runs on the app's own build, before the test bundle is built.
        #expect(output.text.hasPrefix("Building greeter (swift build --product greeter)…\n✔ Built.\n"))
        #expect(output.text.contains("""
            ✘ The acceptance journey differs from the expected transcript, first at line 2 (- expected, + printed):
              @@ -1,3 +1,3 @@
               Hello, Ada.
              -Goodbye, Bob.
              +Hello, bye Bob.
            """))
        #expect(output.text.contains("✔ GreetingMVVMTests pass."))
        #expect(output.text.contains("Still missing: the acceptance journey"))

        try workshop.solution(apply: true)
        output.text = ""
        #expect(try await check(scratch, output, toolchain) == true)
        #expect(output.text.contains("Done: farewell works in MVVM."))

        // A warning fails the check, as it fails Scripts/test: the exercises' "Done when" allows none.
        try scratch.write("func unusedValue() {\n    let unused = 1\n}\n", to: "Modules/Greeting/MVVM/Warning.swift")
        output.text = ""
        #expect(try await check(scratch, output, toolchain) == false)
        #expect(output.text.contains("✘ It does not build. The compiler says:\n  Modules/Greeting/MVVM/Warning.swift:2:9: error: initialization of immutable value 'unused' was never used"))
        #expect(!output.text.contains("Done:"))

        try scratch.write("this is not Swift\n", to: "Modules/Greeting/MVVM/Broken.swift")
        output.text = ""
        #expect(try await check(scratch, output, toolchain) == false)
        #expect(output.text.contains("✘ It does not build. The compiler says:"))
        #expect(output.text.contains("Modules/Greeting/MVVM/Broken.swift:1:1: error:"))
        #expect(!output.text.contains("emit-module command failed"))
        #expect(!output.text.contains("Stack dump"))
    }
}
