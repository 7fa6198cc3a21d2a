import AppSupport
import Foundation
@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import TerminalUI
import Testing

/// The whole CIS app typed at through the toolkit's session, as the script driver does:
/// the scenes hand their flows to each other and the stack follows.
@MainActor @Suite struct AppDelegateTests {
    let live: LiveApp<AppDelegate>

    init() async throws {
        live = try await LiveApp.started { AppDelegate(repositories: $0, environment: $1) }
    }

    @Test func startsOnLogin() {
        #expect(live.titles == ["Login"])
    }

    @Test func signingInMakesPlayersTheRootAndLoggingOutGoesBackToLogin() async {
        await live.signIn()
        #expect(live.titles == ["Players"])
        #expect(live.screen.sections.first?.rows.count == 5)

        await live.run("tap Logout")

        #expect(live.titles == ["Login"])
        #expect(live.screen.fields.first?.value == "coach")
    }

    @Test func anEditLandingAfterTheUserWentBackToPlayersShowsInItsRowAtOnce() async throws {
        await live.signIn()
        live.faults.arm("players.update", .hold)

        await live.run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "back")
        #expect(live.screen.indexedRows.first?.row.title == "Ada")
        live.faults.reset()
        await live.session.waitUntilIdle()

        #expect(live.stack.count == 1)
        #expect(live.screen.indexedRows.first?.row.title == "Zed")
        await live.run("select Zed")
        #expect(live.screen.title == "Zed")
    }

    @Test func aSavedEditShowsOnTheDetailsAndTheRoster() async {
        await live.signIn()
        await live.run("select Dani", "select Skill", "select Amateur", "tap Done")

        #expect(live.titles == ["Players", "Dani"])
        #expect(live.screen.indexedRows.map(\.row.detail).contains("Amateur"))

        await live.run("back")
        #expect(live.screen.sections.first?.rows.first { $0.title == "Dani" }?.detail == "Position: -, Skill: Amateur")
    }

    @Test func anEndedGatherReturnsToPlayersInListModeAndShowsInHistory() async throws {
        await live.signIn()
        await live.run("tap Select", "select Ada", "select Bruno", "tap \"Confirm players\"",
                   "move Ada \"Team A\"", "move Bruno \"Team B\"", "tap \"Start Gather\"",
                   "step \"Team A\" up", "tap Start", "wait 2", "tap \"End Gather\"", "alert Yes")

        #expect(live.titles == ["Players"])
        #expect(live.screen.title == "Players")

        await live.run("tap History")
        #expect(live.screen.sections.first?.rows.first?.title.hasSuffix("Team A 1 : 0 Team B") == true)
    }

    @Test func backFromGatherStopsTheCountdown() async {
        await live.signIn()
        await live.run("tap Select", "select Ada", "select Bruno", "tap \"Confirm players\"",
                   "move Ada \"Team A\"", "move Bruno \"Team B\"", "tap \"Start Gather\"", "tap Start", "wait 1", "back")

        #expect(live.titles == ["2 selected", "Confirm players"])
        await live.session.waitUntilIdle()
        #expect(live.navigationController.activity.pendingCount == 0)
    }
}
