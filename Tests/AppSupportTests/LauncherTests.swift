import AppLauncher
import AppSupport
import ArgumentParser
import Testing
import TestSupport

@Suite struct LaunchOptionsTests {
    @Test func defaultsToMVVMAndTheUsersDataFolder() throws {
        let options = try LaunchOptions.parse([])
        #expect(options.pattern == .mvvm)
        #expect(options.database == nil)
        #expect(Launcher.defaultDatabasePath(for: "countries", environment: ["HOME": "/home/ada"]) == "/home/ada/.local/share/architecture-workspace/countries.sqlite")
        #expect(Launcher.defaultDatabasePath(for: "countries", environment: ["HOME": "/h", "XDG_DATA_HOME": "/data"]) == "/data/architecture-workspace/countries.sqlite")
    }

    @Test func parsesEveryOption() throws {
        let options = try LaunchOptions.parse(["--pattern", "viper", "--database", ":memory:", "--script", "a.txt", "--open", "countries://country/JPN"])
        #expect(options.pattern == .viper)
        #expect(options.database == ":memory:")
        #expect(options.script == "a.txt")
        #expect(options.link == "countries://country/JPN")
    }

    @Test func anUnknownPatternIsAClearError() {
        #expect(throws: (any Error).self) { try LaunchOptions.parse(["--pattern", "mvc"]) }
        let message = LaunchOptions.message(for: ValidationError("x"))
        #expect(!message.isEmpty)
    }
}

@Suite struct TestDirectivesTests {
    @Test func armAndClearFaults() throws {
        let faults = FaultInjector()
        let directives = TestDirectives(faults: faults)
        #expect(try directives.handle("fail players.update") == "ok: calls matching players.update now fail")
        #expect(faults.fault(for: "players.update") == .fail)
        #expect(try directives.handle("hold countries.*") == "ok: calls matching countries.* now wait for @release")
        #expect(try directives.handle("release") == "ok: released 0 held calls")
        #expect(faults.fault(for: "countries.list") == nil)
        #expect(faults.fault(for: "players.update") == .fail)
        #expect(try directives.handle("heal") == "ok: every fault cleared")
        #expect(faults.armedKeys.isEmpty)
    }

    @Test func unknownDirectivesAreErrors() {
        let directives = TestDirectives(faults: FaultInjector())
        #expect(throws: (any Error).self) { try directives.handle("explode") }
        #expect(throws: (any Error).self) { try directives.handle("fail") }
    }
}

@MainActor
@Suite struct LauncherErrorTests {
    struct Unopenable: Error, CustomStringConvertible {
        var description: String { "Could not open the database at /proc/x.sqlite: unable to open database file" }
    }

    private func definition(patterns: [Pattern: PatternFactory<Int>], opens: Bool) -> AppDefinition<Int> {
        AppDefinition(
            name: "demo",
            patterns: patterns,
            openRepositories: { _ in if opens { return 1 } else { throw Unopenable() } },
            injectingFaults: { repositories, _ in repositories }
        )
    }

    @Test func aPatternTheAppLacksIsAClearError() async {
        let demo = definition(patterns: [.mvvm: { _, _ in DemoApplication(clock: ContinuousClock()) }], opens: true)
        await #expect(throws: LaunchError("demo has no viper implementation yet (available: mvvm)")) {
            try await Launcher.transcript(of: [], definition: demo, pattern: .viper)
        }
    }

    @Test func anUnusableDatabaseIsAClearErrorBeforeAnythingRuns() async {
        let demo = definition(patterns: [.mvvm: { _, _ in DemoApplication(clock: ContinuousClock()) }], opens: false)
        await #expect(throws: LaunchError("Could not open the database at /proc/x.sqlite: unable to open database file")) {
            try await Launcher.transcript(of: ["tap Add"], definition: demo, pattern: .mvvm)
        }
    }

    @Test func aScriptRunsWithDirectivesAndVirtualTime() async throws {
        let demo = definition(patterns: [.mvvm: { _, environment in DemoApplication(clock: environment.clock) }], opens: true)
        let transcript = try await Launcher.transcript(of: ["tap \"Start timer\"", "wait 2", "@fail x.y", "@nonsense"], definition: demo, pattern: .mvvm)
        #expect(transcript.contains("Elapsed: 2s"))
        #expect(transcript.contains("> @fail x.y\nok: calls matching x.y now fail"))
        #expect(transcript.contains("error: unknown directive \"@nonsense\""))
    }
}
