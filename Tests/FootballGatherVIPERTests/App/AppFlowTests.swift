import AppSupport
import FootballGatherModel
import FootballGatherTestSupport
import Foundation
import TerminalUI
@testable import FootballGatherVIPER
import Testing

/// The assembled app, driven by typed commands through the toolkit's session: the modules,
/// routers and delegates working together.
@MainActor @Suite struct AppFlowTests {
    let live: LiveApp<AppLoader>

    init() async throws {
        live = try await LiveApp.started { AppLoader(moduleFactory: ModuleFactory(repositories: $0, environment: $1)) }
    }

    @Test func theAppStartsOnLoginWithRememberMeOn() {
        #expect(live.titles == ["Login"])
        #expect(live.screen.toggles.map(\.isOn) == [true])
    }

    @Test func signingInMakesPlayersTheRootAndLogoutRemembersTheUser() async {
        await live.signIn()
        #expect(live.titles == ["Players"])
        #expect(live.screen.indexedRows.count == 5)

        await live.run("tap Logout")

        #expect(live.navigationController.topViewController is LoginView)
        #expect(live.screen.fields.map(\.value) == ["coach", ""])
    }

    @Test func aSavedEditShowsOnDetailsAndOnPlayers() async {
        await live.signIn()

        await live.run("select Ada", "select Name", "type Name Adele", "tap Done")
        #expect(live.titles == ["Players", "Adele"])
        #expect(live.screen.sections.first?.rows.first?.detail == "Adele")

        await live.run("back")
        #expect(live.screen.indexedRows.map(\.row.title).first == "Adele")
    }

    @Test func anEditLandingAfterTheUserWentBackToPlayersShowsInItsRowAtOnce() async {
        await live.signIn()
        live.faults.arm("players.update", .hold)

        await live.run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "back")
        #expect(live.screen.indexedRows.map(\.row.title).first == "Ada")
        live.faults.reset()
        await live.session.waitUntilIdle()

        #expect(live.titles == ["Players"])
        #expect(live.screen.indexedRows.map(\.row.title).first == "Zed")
        await live.run("select Zed")
        #expect(live.titles == ["Players", "Zed"])
    }

    @Test func anAddedPlayerShowsOnPlayers() async {
        await live.signIn()

        await live.run("tap \"Add player\"", "type Name Fay", "tap Done")

        #expect(live.titles == ["Players"])
        #expect(live.screen.indexedRows.map(\.row.title).contains("Fay"))
    }

    @Test func endingAGatherReturnsToPlayersInListModeAndFillsTheHistory() async throws {
        await live.signIn()
        await live.run("tap Select", "select Ada", "select Bruno", "tap \"Confirm players\"",
                   "move Ada \"Team A\"", "move Bruno \"Team B\"", "tap \"Start Gather\"",
                   "step \"Team B\" up", "tap Start", "wait 3")
        #expect(live.screen.labels == ["09:57"])

        await live.run("tap \"End Gather\"", "alert Yes")

        #expect(live.titles == ["Players"])
        #expect(live.screen.barButtons.map(\.title) == ["Logout", "History", "Select"])
        await live.run("tap History")
        #expect(live.screen.indexedRows.map(\.row.detail) == ["Winner: Team B"])
    }

    @Test func backFromGatherStopsTheTimerAndLeavesTheGatherUnended() async throws {
        await live.signIn()
        await live.run("tap Select", "select Ada", "select Bruno", "tap \"Confirm players\"",
                   "move Ada \"Team A\"", "move Bruno \"Team B\"", "tap \"Start Gather\"", "tap Start", "wait 2")

        await live.run("back", "wait 3")

        #expect(live.titles == ["2 selected", "Confirm players"])
        #expect(live.time.sleepingCount == 0)
        #expect(try await live.backend.repositories.gathers.endedGathers(for: live.backend.userID).isEmpty)
    }

    @Test func aFailingRepositoryShowsItsErrorAndLosesNothing() async throws {
        await live.signIn()
        live.faults.arm("players.delete", .fail)

        await live.run("delete Bruno", "alert Yes")

        #expect(live.screen.alert?.message == "Could not delete the player.")
        await live.run("alert OK")
        #expect(live.screen.indexedRows.count == 5)
        #expect(try await live.backend.roster().count == 5)
    }
}
