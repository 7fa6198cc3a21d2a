@testable import FootballGatherCleanDomain
import FootballGatherModel
import Foundation
import TerminalUI
import Testing

/// Routing as state: the stack on screen follows `AppState.routing`, and going back writes
/// the stack back into it. The whole app, over real SQLite.
@MainActor @Suite struct RootViewRoutingTests {
    @Test func theAppStartsOnLogin() async throws {
        let app = try await RunningApp()

        await app.scripted.session.start()

        #expect(app.stack == ["Login"])
        #expect(app.appState.routing.path == [.login])
    }

    @Test func signingInMakesPlayersTheRoot() async throws {
        let app = try await RunningApp.signedIn()

        #expect(app.stack == ["Players"])
        #expect(await app.scripted.run(["back"]).count == 1)
    }

    @Test func aRouteWrittenIntoTheStateIsShown() async throws {
        let app = try await RunningApp.signedIn()

        app.appState.routing.path = [.players, .history]
        await app.scripted.session.waitUntilIdle()

        #expect(app.stack == ["Players", "History"])
        #expect(app.screen.emptyMessage == "There aren't any ended gathers for your user.")
    }

    @Test func goingBackWritesTheStackBackIntoTheState() async throws {
        let app = try await RunningApp.signedIn()
        await app.run("select Ada", "select Age")
        #expect(app.appState.routing.path.count == 3)

        await app.run("back")

        #expect(app.stack == ["Players", "Ada"])
        #expect(app.appState.routing.path == [.players, .playerDetails(playerID: app.appState.playerList.roster[0].id)])
    }

    @Test func aSavedEditReturnsToDetailsAndPlayersShowsItOnReturn() async throws {
        let app = try await RunningApp.signedIn()

        await app.run("select Bruno", "select Name", "type Name Zed", "tap Done")
        #expect(app.stack == ["Players", "Zed"])

        await app.run("back")
        #expect(app.screen.indexedRows.map(\.row.title).last == "Zed")
    }

    @Test func endingAGatherReturnsToPlayersInListMode() async throws {
        let app = try await RunningApp.signedIn()
        await app.run(
            "tap Select", "select Ada", "select Bruno", "tap \"Confirm players\"",
            "move Ada \"Team A\"", "move Bruno \"Team B\"", "tap \"Start Gather\"", "tap Start"
        )
        #expect(app.stack == ["2 selected", "Confirm players", "Gather in progress"])

        await app.run("wait 2", "tap \"End Gather\"", "alert Yes")

        #expect(app.stack == ["Players"])
        #expect(app.screen.title == "Players")
        #expect(try await app.repositories.gathers.endedGathers(for: app.appState.session!.id).count == 1)
    }

    @Test func backFromGatherStopsTheTimerAndEndsNothing() async throws {
        let app = try await RunningApp.signedIn()
        await app.run(
            "tap Select", "select Ada", "select Bruno", "tap \"Confirm players\"",
            "move Ada \"Team A\"", "move Bruno \"Team B\"", "tap \"Start Gather\"", "tap Start", "back"
        )

        #expect(app.stack == ["2 selected", "Confirm players"])
        #expect(app.appState.gather?.timer.state == .stopped)
        #expect(try await app.repositories.gathers.endedGathers(for: app.appState.session!.id).isEmpty)
    }

    @Test func logoutReturnsToLoginWithTheUsernameRemembered() async throws {
        let app = try await RunningApp.signedIn()

        await app.run("tap Logout")

        #expect(app.stack == ["Login"])
        #expect(app.screen.fields.map(\.value) == ["coach", ""])
        #expect(app.appState.session == nil)
    }

    @Test func footballGatherOpensNoLinks() async throws {
        let app = try await RunningApp()

        #expect(!app.root.open(try #require(URL(string: "footballgather://players"))))
    }
}
