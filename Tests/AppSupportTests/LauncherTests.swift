import AppLauncher
import AppSupport
import ArgumentParser
import Testing
import TerminalUI
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
        #expect(throws: (any Error).self) { try LaunchOptions.parse(["--pattern", "mvp"]) }
        let message = LaunchOptions.message(for: ValidationError("x"))
        #expect(!message.isEmpty)
    }
}

@MainActor @Suite struct TestDirectivesTests {
    private let faults = FaultInjector()
    private let work = TaskTracker()

    private var directives: TestDirectives {
        TestDirectives(faults: faults, waitUntilIdle: { [work, faults] in await work.waitUntilIdle(blocked: { faults.heldCount }) })
    }

    @Test func armAndClearFaults() async throws {
        #expect(try await directives.handle("fail players.update") == "ok: calls matching players.update now fail")
        #expect(faults.fault(for: "players.update") == .fail)
        #expect(try await directives.handle("hold countries.*") == "ok: calls matching countries.* now wait for @release")
        #expect(try await directives.handle("release") == "ok: released 0 held calls")
        #expect(faults.fault(for: "countries.list") == nil)
        #expect(faults.fault(for: "players.update") == .fail)
        #expect(try await directives.handle("heal") == "ok: every fault cleared")
        #expect(faults.armedKeys.isEmpty)
    }

    @Test func unknownDirectivesAreErrors() async {
        await #expect(throws: (any Error).self) { try await directives.handle("explode") }
        await #expect(throws: (any Error).self) { try await directives.handle("fail") }
    }

    /// Holds `names` one after another; each, once released, logs its start, yields (as a
    /// database call would) and logs its end.
    private func hold(_ names: [String], log: Log) async {
        for name in names {
            work.perform { [faults] in
                try? await faults.check("players.\(name)")
                log.entries.append("\(name) starts")
                for _ in 0..<20 { await Task.yield() }
                log.entries.append("\(name) ends")
            }
            await work.waitUntilIdle(blocked: { faults.heldCount })
        }
    }

    @Test(arguments: ["release", "heal"])
    func heldCallsGoOnOneAtATimeInTheOrderTheyWereHeld(directive: String) async throws {
        let log = Log()
        faults.arm("*", .hold)
        await hold(["add", "list", "update"], log: log)
        #expect(faults.heldCount == 3)

        let reply = try await directives.handle(directive)

        #expect(reply == (directive == "release" ? "ok: released 3 held calls" : "ok: every fault cleared"))
        #expect(log.entries == ["add starts", "add ends", "list starts", "list ends", "update starts", "update ends"])
        #expect(work.pendingCount == 0)
    }

    @Test func finishingAScriptLetsHeldCallsEndButKeepsFailuresArmed() async {
        let log = Log()
        faults.arm("players.add", .hold)
        faults.arm("players.delete", .fail)
        await hold(["add"], log: log)

        await directives.finish()

        #expect(log.entries == ["add starts", "add ends"])
        #expect(faults.armedKeys == ["players.delete"])
    }
}

@MainActor
private final class Log {
    var entries: [String] = []
}

@MainActor @Suite struct LauncherErrorTests {
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
