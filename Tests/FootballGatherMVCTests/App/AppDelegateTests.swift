import AppSupport
@testable import FootballGatherMVC
import FootballGatherTestSupport
import Foundation
import FootballGatherModel
import FootballGatherUI
import TerminalUI
import Testing
import TestSupport

/// The whole MVC app driven as a user drives it in script mode: typed commands, virtual
/// time, real SQLite; who is on the stack after each step.
@MainActor @Suite struct AppDelegateTests {
    let live: LiveApp<AppDelegate>

    init() async throws {
        live = try await LiveApp.started { AppAssembly.makeApplication(repositories: $0, environment: $1) as! AppDelegate }
    }

    @Test func theAppStartsOnLoginAlone() {
        #expect(live.stack.count == 1)
        #expect(live.stack.first is LoginViewController)
        #expect(!live.screen.showsBackButton)
    }

    @Test func signingInMakesPlayersTheRootWithNoWayBack() async {
        await live.signIn()

        #expect(live.stack.count == 1)
        #expect(live.stack.first is PlayerListViewController)
        #expect(live.screen.title == "Players")
        #expect(await live.session.execute("back") != .screen)
    }

    @Test func logoutReturnsToLoginWithTheUsernameRemembered() async {
        await live.signIn()

        await live.run("tap Logout")

        #expect(live.stack.count == 1)
        #expect(live.stack.first is LoginViewController)
        #expect(live.screen.fields.map(\.value) == ["coach", ""])
    }

    @Test func eachUserSeesOnlyTheirOwnRoster() async {
        await live.run("type Username rookie", "type Password pass", "tap Register")

        #expect(live.screen.emptyMessage == "There aren't any players for your user.")
    }

    @Test func anEditShowsOnDetailsAndOnPlayers() async {
        await live.signIn()

        await live.run("select Ada", "select Name", "type Name \"Ada K.\"", "tap Done")
        #expect(live.screen.title == "Ada K.")
        await live.run("back")

        #expect(live.screen.indexedRows.first?.row.title == "Ada K.")
    }

    @Test func aWholeGatherEndsOnPlayersInListModeAndShowsInHistory() async {
        await live.signIn()
        await live.startGather()
        await live.run("step \"Team A\" up", "tap Start", "wait 30", "tap \"End Gather\"", "alert Yes")

        #expect(live.stack.count == 1)
        #expect(live.screen.title == "Players")
        #expect(live.screen.barButtons.map(\.title) == ["Logout", "History", "Select"])
        await live.run("tap History")
        #expect(live.screen.indexedRows.map(\.row.title) == ["2025-01-01 10:00 — Team A 1 : 0 Team B"])
        #expect(live.screen.indexedRows.map(\.row.detail) == ["Winner: Team A"])
    }

    @Test func backFromGatherReturnsToConfirmPlayersAndTheGatherNeverEnds() async throws {
        await live.signIn()
        await live.startGather()

        await live.run("tap Start", "wait 5", "back")

        #expect(live.screen.title == "Confirm players")
        #expect(live.time.sleepingCount == 0)
        #expect(try await live.backend.endedGathers().isEmpty)
    }

    @Test func anEndConfirmedThenLeftStillEndsButTheUserStaysOnConfirmPlayers() async throws {
        await live.signIn()
        await live.startGather()
        live.faults.arm("gathers.end", .hold)

        await live.run("tap \"End Gather\"", "alert Yes", "back")
        live.faults.reset()
        await live.session.waitUntilIdle()

        #expect(live.stack.count == 2)
        #expect(live.screen.title == "Confirm players")
        #expect(try await live.backend.endedGathers().count == 1)
        await live.run("back")
        #expect(live.screen.title == "Players")
        #expect(live.screen.barButtons.map(\.title) == ["Logout", "History", "Select"])
    }

    @Test func anAddConfirmedThenLeftStillSavesAndClosesNothing() async throws {
        await live.signIn()
        live.faults.arm("players.add", .hold)

        await live.run("tap \"Add player\"", "type Name Abe", "tap Done", "back", "select Ada")
        live.faults.reset()
        await live.session.waitUntilIdle()

        #expect(live.screen.title == "Ada")
        #expect(try await live.backend.roster().map(\.name).contains("Abe"))
        await live.run("back")
        #expect(live.screen.indexedRows.first?.row.title == "Abe")
    }

    @Test func anEditConfirmedThenLeftStillReachesDetailsAndClosesNothing() async throws {
        await live.signIn()
        live.faults.arm("players.update", .hold)

        await live.run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "select Age")
        live.faults.reset()
        await live.session.waitUntilIdle()

        #expect(live.screen.title == "Age")
        await live.run("back")
        #expect(live.screen.title == "Zed")
    }

    @Test func aGatherStartedAfterTheUserLeftOpensNothing() async throws {
        await live.signIn()
        live.faults.arm("gathers.start", .hold)

        await live.run(
            "tap Select", "select Ada", "select Bruno", "tap \"Confirm players\"",
            "move Ada \"Team A\"", "move Bruno \"Team B\"", "tap \"Start Gather\"", "back"
        )
        live.faults.reset()
        await live.session.waitUntilIdle()

        #expect(live.stack.count == 1)
        #expect(live.screen.title == "2 selected")
    }

    @Test func anEndLandingAfterTheUserLeftConfirmPlayersLeavesPlayersAsItWas() async throws {
        await live.signIn()
        await live.startGather()
        live.faults.arm("gathers.end", .hold)

        await live.run("tap \"End Gather\"", "alert Yes", "back", "back")
        #expect(live.screen.title == "3 selected")
        live.faults.reset()
        await live.session.waitUntilIdle()

        #expect(live.screen.title == "3 selected")
        #expect(try await live.backend.endedGathers().count == 1)
    }

    @Test func anEditLandingAfterTheUserWentBackToPlayersShowsInItsRowAtOnce() async throws {
        await live.signIn()
        live.faults.arm("players.update", .hold)

        await live.run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "back")
        #expect(live.screen.indexedRows.map(\.row.title).first == "Ada")
        live.faults.reset()
        await live.session.waitUntilIdle()

        #expect(live.stack.count == 1)
        #expect(live.screen.indexedRows.map(\.row.title).first == "Zed")
        await live.run("select Zed")
        #expect(live.screen.title == "Zed")
    }
}
