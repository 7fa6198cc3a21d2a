import AppLauncher
import AppSupport
import ArgumentParser
import Testing

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
