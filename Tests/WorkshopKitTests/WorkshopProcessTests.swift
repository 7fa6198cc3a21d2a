import Foundation
import Testing
import WorkshopKit

/// The `workshop` executable as a participant runs it, on the scratch workspace, with a stub
/// `swift` (``StubSwift``) instead of real builds: the exit codes and what reaches the terminal
/// when a check or `start`'s build is stopped with Ctrl-C, when the shared part does not build,
/// and when a hint step is asked for.
@Suite(.serialized)
struct WorkshopProcessTests {
    /// Who gets the SIGINT: the workshop alone (`kill -INT`), or the workshop and the build it
    /// runs, as a terminal's Ctrl-C reaches every process of its foreground group.
    enum Interrupted: CaseIterable {
        case workshop, workshopAndBuild
    }

    /// The scratch workspace on the exercise's branch, started in-process (no build).
    func started() throws -> ScratchWorkspace {
        let scratch = try ScratchWorkspace.make()
        try Workshop(root: scratch.root) { _ in }.start(exercise: "farewell", pattern: "mvvm")
        return scratch
    }

    /// Runs `workshop <arguments>` until the stub is called as `call…`, sends SIGINT as
    /// `interrupted` says, and returns how it ended.
    func interrupt(_ arguments: [String], at call: String, _ interrupted: Interrupted, environment: [String: String], stub: StubSwift) async throws -> WorkshopProcess.Ended? {
        let run = try WorkshopProcess.start(arguments, environment: environment)
        // Under the slow suite (the trace's instrumented copy and the fixture packages building
        // beside it on two cores) `workshop check` has taken over 60 s to reach its build.
        guard let hanging = try await stub.waitForCall(startingWith: call, within: .seconds(240)) else {
            Issue.record("the stub was never called as `\(call)`: \(stub.calls())")
            return try await run.waitForExit(within: .seconds(1))
        }
        #expect(hanging.parent == run.pid)
        kill(run.pid, SIGINT)
        if interrupted == .workshopAndBuild { kill(hanging.pid, SIGINT) }
        let ended = try await run.waitForExit(within: .seconds(30))
        // The build is not left running: the workshop ended it (and waited for it) first.
        #expect(kill(hanging.pid, 0) != 0)
        return ended
    }

    /// `workshop check` on the started scratch workspace, interrupted once the stub is called
    /// as `call…`.
    func interruptedCheck(
        at call: String, _ interrupted: Interrupted, build: StubSwift.Behaviour, test: StubSwift.Behaviour = .pass, appPrints: String = ""
    ) async throws -> WorkshopProcess.Ended? {
        let scratch = try started()
        defer { scratch.remove() }
        let stub = try StubSwift.make(appPrints: appPrints)
        defer { stub.remove() }
        return try await interrupt(["check", "--repository", scratch.root], at: call, interrupted, environment: stub.environment(build: build, test: test), stub: stub)
    }

    @Test(arguments: Interrupted.allCases)
    func ctrlCWhileCheckBuildsSaysCancelledAndExits130(_ interrupted: Interrupted) async throws {
        let ended = try #require(try await interruptedCheck(at: "build --package-path", interrupted, build: .hang))
        #expect(ended.reason == .exit)
        #expect(ended.status == 130)
        #expect(ended.output == "Building greeter (swift build --product greeter)…\n")
        #expect(ended.errors == "workshop: check cancelled (Ctrl-C) while building greeter. Run Scripts/workshop check again to check your work.\n")
    }

    @Test func ctrlCWhileTheTestsRunNamesThatStep() async throws {
        let ended = try #require(try await interruptedCheck(
            at: "test --package-path", .workshopAndBuild, build: .pass, test: .hang, appPrints: "Hello, Ada.\\nGoodbye, Bob.\\n"
        ))
        #expect(ended.status == 130)
        #expect(ended.output == """
            Building greeter (swift build --product greeter)…
            ✔ Built.
            ✔ The acceptance journey prints the expected transcript.
            Building the tests (swift build --build-tests)…
            ✔ Built.
            Running GreetingMVVMTests…

            """)
        #expect(ended.errors == "workshop: check cancelled (Ctrl-C) while running GreetingMVVMTests. Run Scripts/workshop check again to check your work.\n")
    }

    /// Right after `start`: the journey differs (nothing is done yet) and the rules have nothing
    /// to judge, which the check says instead of a tick.
    @Test func aCheckBeforeAnyChangeSaysThereIsNothingForTheRules() async throws {
        let scratch = try started()
        defer { scratch.remove() }
        let stub = try StubSwift.make(appPrints: "Hello, Ada.\\nHello, bye Bob.\\n")
        defer { stub.remove() }
        let ended = try #require(try await WorkshopProcess.run(["check", "--repository", scratch.root], environment: stub.environment(build: .pass)))
        #expect(ended.status == 1)
        #expect(ended.output.contains("✔ GreetingMVVMTests pass.\n• No change yet: nothing to check against MVVM's dependency rules.\n\nStill missing: the acceptance journey"))
        #expect(!ended.output.contains("dependency rules (the lines above)"))
        #expect(!ended.output.contains("✔ Your change keeps"))
    }

    /// `workshop start farewell --pattern mvvm <extra>` on a fresh scratch workspace (`.build/debug`
    /// made first when `built`), with the stub as `swift`; with `interrupted`, SIGINT once the
    /// stub builds. `expect` gets the workspace, the stub and how the run ended.
    func start(
        _ extra: [String] = [], build: StubSwift.Behaviour, compilerError: (String) -> String = { _ in "" },
        built: Bool = false, interrupted: Interrupted? = nil,
        expect: (ScratchWorkspace, StubSwift, WorkshopProcess.Ended) throws -> Void
    ) async throws {
        let scratch = try ScratchWorkspace.make()
        defer { scratch.remove() }
        if built { try FileManager.default.createDirectory(atPath: "\(scratch.root)/.build/debug", withIntermediateDirectories: true) }
        let stub = try StubSwift.make()
        defer { stub.remove() }
        let root = URL(fileURLWithPath: scratch.root).resolvingSymlinksInPath().path
        let arguments = ["start", "farewell", "--pattern", "mvvm"] + extra + ["--repository", scratch.root]
        let environment = stub.environment(build: build, compilerError: compilerError(root))
        let ended = if let interrupted {
            try await interrupt(arguments, at: "build --package-path", interrupted, environment: environment, stub: stub)
        } else {
            try await WorkshopProcess.run(arguments, environment: environment)
        }
        try expect(scratch, stub, try #require(ended))
    }

    @Test func startBuildsWhatTheSharedPartChangedSoTheFirstCheckIsFast() async throws {
        try await start(build: .pass, built: true) { scratch, stub, ended in
            #expect(ended.status == 0)
            #expect(ended.errors.isEmpty)
            #expect(ended.output.contains("\nBuilding what the shared part changed (swift build --build-tests;"))
            #expect(ended.output.hasSuffix("✔ Built.\nYour first check now builds only what you change.\n"))
            let root = URL(fileURLWithPath: scratch.root).resolvingSymlinksInPath().path
            #expect(stub.calls().map(\.arguments) == ["build --package-path \(root) --build-tests"])
        }
    }

    @Test func aSharedPartThatDoesNotBuildIsSaidToBeNoFaultOfTheParticipant() async throws {
        let error = { (root: String) in "\(root)/Modules/Greeting/Shared/Words.swift:3:5: error: cannot find 'goodbye' in scope" }
        try await start(build: .fail, compilerError: error) { scratch, _, ended throws in
            #expect(ended.status == 1)
            #expect(ended.output.contains("\nNothing is built yet: building the whole workspace (swift build --build-tests)"))
            #expect(ended.output.hasSuffix("✘ It does not build. The compiler says:\n  Modules/Greeting/Shared/Words.swift:3:5: error: cannot find 'goodbye' in scope\n"))
            #expect(ended.errors == """
                workshop: the exercise is started on workshop/farewell-mvvm, but the workspace does not build with its shared part \
                (the compiler's errors above; full log: .build/workshop/start-build.log). This is not your code: tell the teacher.

                """)
            #expect(try scratch.git.run(["branch", "--show-current"]) == "workshop/farewell-mvvm\n")
        }
    }

    @Test func ctrlCWhileStartBuildsKeepsTheExerciseStartedAndExits130() async throws {
        try await start(build: .hang, interrupted: .workshopAndBuild) { scratch, _, ended throws in
            #expect(ended.status == 130)
            #expect(ended.output.contains("## Where to start in MVVM"))
            #expect(ended.errors == "workshop: build cancelled (Ctrl-C): the exercise is started on workshop/farewell-mvvm, and your first check builds what is left.\n")
            #expect(try scratch.git.run(["branch", "--show-current"]) == "workshop/farewell-mvvm\n")
        }
    }

    @Test func startWithoutBuildingSaysWhatTheFirstCheckWillBuild() async throws {
        try await start(["--no-build"], build: .pass) { _, stub, ended in
            #expect(ended.status == 0)
            #expect(ended.output.contains("Nothing is built yet: the first check builds the whole workspace"))
            #expect(stub.calls().isEmpty)
        }
    }

    @Test func hintTakesAStepAndRefusesOneThatIsNotThere() async throws {
        let scratch = try started()
        defer { scratch.remove() }
        let first = try #require(try await WorkshopProcess.run(["hint", "--step", "1", "--repository", scratch.root]))
        #expect(first.status == 0)
        #expect(first.output.hasPrefix("Hint for farewell in MVVM, step 1 of 3: where to look.\n"))
        let next = try #require(try await WorkshopProcess.run(["hint", "--repository", scratch.root]))
        #expect(next.output.hasPrefix("Hint for farewell in MVVM, step 2 of 3: which roles change.\n"))
        let missing = try #require(try await WorkshopProcess.run(["hint", "--step", "9", "--repository", scratch.root]))
        #expect(missing.status == 1)
        #expect(missing.output.isEmpty)
        #expect(missing.errors == "workshop: the hint has no step 9: it has 3, --step 1 to --step 3.\n")
    }
}
