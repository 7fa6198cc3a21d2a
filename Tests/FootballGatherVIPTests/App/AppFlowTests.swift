import AppSupport
import FootballGatherModel
import FootballGatherTestSupport
import Foundation
@testable import FootballGatherVIP
import TerminalUI
import TestSupport
import Testing

/// The assembled app, driven by typed commands through the toolkit's session: the scenes,
/// their Routers and the delegates between them working together.
@MainActor @Suite struct AppFlowTests {
    let backend: Backend
    let app: AppDelegate
    let scripted: ScriptedSession

    init() async throws {
        backend = try await Backend.seeded()
        let time = VirtualTime()
        let environment = AppEnvironment(clock: time.clock, now: { [time] in time.now() }, timeZone: TimeZone(identifier: "UTC")!)
        app = AppDelegate(assembly: SceneAssembly(repositories: backend.repositories, environment: environment))
        scripted = ScriptedSession(app: app, faults: backend.faults, time: time)
        _ = await scripted.session.start()
    }

    private var screen: Screen { scripted.screen }
    private var titles: [String] { scripted.stackTitles }
    private var rowTitles: [String] { screen.indexedRows.map(\.row.title) }

    /// Types `lines` in order; each must apply to the screen it meets.
    private func type(_ lines: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        for (line, reply) in await scripted.run(lines) {
            Issue.record("\(line): \(reply)", sourceLocation: sourceLocation)
        }
    }

    private func signIn() async {
        await type("type Username coach", "type Password secret", "tap Login")
    }

    @Test func theAppStartsOnLoginWithRememberMeOn() {
        #expect(titles == ["Login"])
        #expect(screen.toggles.map(\.isOn) == [true])
        #expect(!screen.isLoading)
    }

    @Test func signingInMakesPlayersTheRootAndLogoutRemembersTheUser() async {
        await signIn()
        #expect(titles == ["Players"])
        #expect(rowTitles == ["Ada", "Bruno", "Carla", "Dani", "Eli"])

        await type("tap Logout")

        #expect(titles == ["Login"])
        #expect(screen.fields.map(\.value) == ["coach", ""])
    }

    @Test func aNewUserRegistersIntoAnEmptyRoster() async {
        await type("type Username newbie", "type Password pw", "tap Register")

        #expect(titles == ["Players"])
        #expect(screen.emptyMessage == "There aren't any players for your user.")
        #expect(screen.barButtons.first { $0.title == "Select" }?.isEnabled == false)
    }

    @Test func aWrongPasswordIsAnErrorThatLeavesLoginAsItWas() async {
        await type("type Username coach", "type Password nope", "tap Login")

        #expect(titles == ["Login"])
        #expect(screen.alert?.message == "Invalid username or password.")
        await type("alert OK")
        #expect(screen.alert == nil)
        #expect(screen.fields.map(\.value) == ["coach", "nope"])
    }

    @Test func aSavedEditShowsOnDetailsAndOnPlayers() async {
        await signIn()

        await type("select Ada", "select Name", "type Name Adele", "tap Done")
        #expect(titles == ["Players", "Adele"])
        #expect(screen.sections.first?.rows.first?.detail == "Adele")

        await type("back")
        #expect(rowTitles.first == "Adele")
    }

    @Test func aPositionIsPickedFromTheList() async {
        await signIn()

        await type("select Dani", "select \"Preferred position\"", "select Striker", "tap Done")

        #expect(screen.sections[1].rows.first?.detail == "Striker")
        await type("back")
        #expect(screen.indexedRows[3].row.detail == "Position: ST, Skill: -")
    }

    @Test func badInputIsAnErrorAndChangesNothing() async throws {
        await signIn()

        await type("select Ada", "select Age", "type Age abc", "tap Done")

        #expect(titles == ["Players", "Ada", "Age"])
        #expect(screen.alert?.message == "Age must be a whole number from 1 to 99.")
        #expect(try await backend.roster().first?.age == 36)
    }

    @Test func anAddedPlayerShowsOnPlayers() async {
        await signIn()

        await type("tap \"Add player\"", "type Name Zoe", "tap Done")

        #expect(titles == ["Players"])
        #expect(rowTitles.last == "Zoe")
    }

    @Test func deletingAsksThenRemoves() async throws {
        await signIn()

        await type("delete Bruno")
        #expect(screen.alert?.title == "Delete player")
        await type("alert Yes")

        #expect(rowTitles == ["Ada", "Carla", "Dani", "Eli"])
        #expect(try await backend.roster().count == 4)
    }

    @Test func aWholeGatherEndsInHistory() async {
        await signIn()

        await type(
            "tap Select", "select Ada", "select Bruno", "tap \"Confirm players\"",
            "move Ada \"Team A\"", "move Bruno \"Team B\"", "tap \"Start Gather\"",
            "step \"Team A\" up", "step \"Team A\" up", "tap \"End Gather\"", "alert Yes"
        )
        #expect(titles == ["Players"])
        #expect(screen.title == "Players")

        await type("tap History")
        #expect(rowTitles.count == 1)
        #expect(screen.indexedRows.first?.row.detail == "Winner: Team A")
    }

    @Test func theCountdownRunsInVirtualTime() async {
        await signIn()
        await type(
            "tap Select", "select Ada", "select Bruno", "tap \"Confirm players\"",
            "move Ada \"Team A\"", "move Bruno \"Team B\"", "tap \"Start Gather\"", "tap Start", "wait 3"
        )

        #expect(screen.labels == ["09:57"])
        #expect(screen.buttons.first?.title == "Pause")
        await type("back")
    }
}
