import AppSupport
import FootballGatherModel
import FootballGatherStorage
import FootballGatherTestSupport
import Foundation
@testable import FootballGatherVIP
import TerminalUI
import TestSupport
import Testing

/// Every repository call failing, or held, in the assembled app: the error alert with the
/// storage's message, the screen where it was, nothing lost; "Loading…" while a call is held.
@MainActor @Suite struct FaultFlowTests {
    /// A journey to the screen that makes the call, the call, and where the app must stay.
    struct Case: Sendable, CustomTestStringConvertible {
        let key: String
        let journey: [String]
        let trigger: [String]
        let message: String
        let titles: [String]

        var testDescription: String { key }
    }

    nonisolated static let signIn = ["type Username coach", "type Password secret", "tap Login"]
    nonisolated static let toGather = signIn + [
        "tap Select", "select Ada", "select Bruno", "tap \"Confirm players\"", "move Ada \"Team A\"", "move Bruno \"Team B\"",
    ]

    nonisolated static let cases: [Case] = [
        Case(key: "users.register", journey: [], trigger: ["type Username newbie", "type Password pw", "tap Register"],
             message: "Could not register.", titles: ["Login"]),
        Case(key: "users.login", journey: [], trigger: signIn, message: "Could not log in.", titles: ["Login"]),
        Case(key: "settings.load", journey: signIn, trigger: ["tap Logout"], message: "Could not load the settings.", titles: ["Login"]),
        Case(key: "settings.save", journey: [], trigger: signIn, message: "Could not save the settings.", titles: ["Login"]),
        Case(key: "players.list", journey: signIn + ["tap History"], trigger: ["back"],
             message: "Could not load the players.", titles: ["Players"]),
        Case(key: "players.add", journey: signIn + ["tap \"Add player\"", "type Name Zoe"], trigger: ["tap Done"],
             message: "Could not add the player.", titles: ["Players", "Add Player"]),
        Case(key: "players.update", journey: signIn + ["select Ada", "select Name", "type Name Adele"], trigger: ["tap Done"],
             message: "Could not save the player.", titles: ["Players", "Ada", "Name"]),
        Case(key: "players.delete", journey: signIn + ["delete Bruno"], trigger: ["alert Yes"],
             message: "Could not delete the player.", titles: ["Players"]),
        Case(key: "gathers.start", journey: toGather, trigger: ["tap \"Start Gather\""],
             message: "Could not start the gather.", titles: ["2 selected", "Confirm players"]),
        Case(key: "gathers.end", journey: toGather + ["tap \"Start Gather\"", "step \"Team B\" up", "tap \"End Gather\""],
             trigger: ["alert Yes"], message: "Could not save the gather.", titles: ["2 selected", "Confirm players", "Gather in progress"]),
        Case(key: "gathers.history", journey: signIn, trigger: ["tap History"],
             message: "Could not load the gathers.", titles: ["Players", "History"]),
    ]

    let backend: Backend
    let scripted: ScriptedSession

    init() async throws {
        backend = try await Backend.seeded()
        let time = VirtualTime()
        let environment = AppEnvironment(clock: time.clock, now: { [time] in time.now() }, timeZone: TimeZone(identifier: "UTC")!)
        let app = AppDelegate(assembly: SceneAssembly(repositories: backend.repositories, environment: environment))
        scripted = ScriptedSession(app: app, faults: backend.faults, time: time)
        _ = await scripted.session.start()
    }

    private func type(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) async {
        for (line, reply) in await scripted.run(lines) {
            Issue.record("\(line): \(reply)", sourceLocation: sourceLocation)
        }
    }

    @Test func theCasesCoverEveryFaultKey() {
        #expect(Set(Self.cases.map(\.key)) == Set(FootballGatherFaultKeys.all))
    }

    @Test(arguments: cases)
    func aFailingCallIsAnErrorWhereItWasAndLosesNothing(_ fault: Case) async throws {
        await type(fault.journey)
        let screenBefore = scripted.screen
        let rosterBefore = try await backend.roster()
        backend.faults.arm(fault.key, .fail)

        await type(fault.trigger)

        #expect(scripted.screen.alert?.message == fault.message)
        #expect(scripted.stackTitles == fault.titles)
        backend.faults.disarmAll()
        #expect(try await backend.roster() == rosterBefore)
        await type(["alert OK"])
        #expect(scripted.screen.isLoading == false)
        // A call the screen itself makes leaves it as it was; one that opens another screen
        // (or types first) has nothing before to compare with.
        if fault.trigger == ["tap Done"] || fault.trigger == ["alert Yes"] || fault.trigger == ["tap \"Start Gather\""] {
            #expect(scripted.screen.fields == screenBefore.fields)
            #expect(scripted.screen.sections == screenBefore.sections)
        }
    }

    @Test(arguments: cases.filter { $0.key != "settings.load" && $0.key != "players.list" && $0.key != "gathers.history" })
    func aHeldCallShowsLoadingUntilItLands(_ fault: Case) async {
        await type(fault.journey)
        backend.faults.arm(fault.key, .hold)

        await type(fault.trigger)
        #expect(scripted.screen.isLoading)

        backend.faults.disarmAll()
        backend.faults.releaseHeld()
        await scripted.session.waitUntilIdle()
        #expect(!scripted.screen.isLoading)
    }

    @Test func aHeldRosterShowsLoadingOverTheRowsShownBefore() async {
        await type(Self.signIn + ["tap History"])
        backend.faults.arm("players.list", .hold)

        await type(["back"])
        #expect(scripted.screen.isLoading)
        #expect(scripted.screen.indexedRows.count == 5)
        #expect(scripted.screen.emptyMessage == nil)

        backend.faults.releaseHeld()
        await scripted.session.waitUntilIdle()
        #expect(!scripted.screen.isLoading)
    }

    @Test func aHeldHistoryShowsLoadingWithoutTheEmptyMessage() async {
        await type(Self.signIn)
        backend.faults.arm("gathers.history", .hold)

        await type(["tap History"])
        #expect(scripted.screen.isLoading)
        #expect(scripted.screen.emptyMessage == nil)

        backend.faults.releaseHeld()
        await scripted.session.waitUntilIdle()
        #expect(scripted.screen.emptyMessage == "There aren't any ended gathers for your user.")
    }
}
