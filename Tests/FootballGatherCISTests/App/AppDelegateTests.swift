import AppSupport
import Foundation
@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import TerminalUI
import Testing

/// The whole CIS app typed at through the toolkit's session, as the script driver does:
/// the scenes hand their flows to each other and the stack follows.
@MainActor
@Suite struct AppDelegateTests {
    let time = VirtualTime()
    let repositories: FootballGatherRepositories
    let app: AppDelegate
    let session: Session

    init() async throws {
        repositories = try .test()
        try await repositories.seedPlayers()
        let time = time
        let environment = AppEnvironment(clock: time.clock, now: { time.now() }, timeZone: TimeZone(secondsFromGMT: 0)!)
        app = AppDelegate(repositories: repositories, environment: environment)
        session = Session(app: app, timekeeper: time)
        await session.start()
    }

    private func type(_ lines: String...) async {
        for line in lines {
            let reply = await session.execute(line)
            #expect(reply == .screen, "\(line): \(reply)")
        }
    }

    private var titles: [String] { app.navigationController.viewControllers.map(\.screen.title) }

    private func signIn() async {
        await type("type Username coach", "type Password secret", "tap Login")
    }

    @Test func startsOnLogin() {
        #expect(titles == ["Login"])
    }

    @Test func signingInMakesPlayersTheRootAndLoggingOutGoesBackToLogin() async {
        await signIn()
        #expect(titles == ["Players"])
        #expect(session.screen.sections.first?.rows.count == 5)

        await type("tap Logout")

        #expect(titles == ["Login"])
        #expect(session.screen.fields.first?.value == "coach")
    }

    @Test func anEditLandingAfterTheUserWentBackToPlayersShowsInItsRowAtOnce() async throws {
        let faults = FaultInjector()
        let repositories = try FootballGatherRepositories.test(faults: faults)
        try await repositories.seedPlayers()
        let app = AppDelegate(repositories: repositories, environment: AppEnvironment(clock: time.clock, now: { .fullTime }, timeZone: TimeZone(secondsFromGMT: 0)!))
        let session = Session(app: app, timekeeper: time, blockedWork: { faults.heldCount })
        await session.start()
        for line in ["type Username coach", "type Password secret", "tap Login"] { _ = await session.execute(line) }
        faults.arm("players.update", .hold)

        for line in ["select Ada", "select Name", "type Name Zed", "tap Done", "back", "back"] {
            #expect(await session.execute(line) == .screen, "\(line)")
        }
        #expect(session.screen.indexedRows.first?.row.title == "Ada")
        faults.reset()
        await session.waitUntilIdle()

        #expect(app.navigationController.viewControllers.count == 1)
        #expect(session.screen.indexedRows.first?.row.title == "Zed")
        #expect(await session.execute("select Zed") == .screen)
        #expect(session.screen.title == "Zed")
    }

    @Test func aSavedEditShowsOnTheDetailsAndTheRoster() async {
        await signIn()
        await type("select Dani", "select Skill", "select Amateur", "tap Done")

        #expect(titles == ["Players", "Dani"])
        #expect(session.screen.indexedRows.map(\.row.detail).contains("Amateur"))

        await type("back")
        #expect(session.screen.sections.first?.rows.first { $0.title == "Dani" }?.detail == "Position: -, Skill: Amateur")
    }

    @Test func anEndedGatherReturnsToPlayersInListModeAndShowsInHistory() async throws {
        await signIn()
        await type("tap Select", "select Ada", "select Bruno", "tap \"Confirm players\"",
                   "move Ada \"Team A\"", "move Bruno \"Team B\"", "tap \"Start Gather\"",
                   "step \"Team A\" up", "tap Start", "wait 2", "tap \"End Gather\"", "alert Yes")

        #expect(titles == ["Players"])
        #expect(session.screen.title == "Players")

        await type("tap History")
        #expect(session.screen.sections.first?.rows.first?.title.hasSuffix("Team A 1 : 0 Team B") == true)
    }

    @Test func backFromGatherStopsTheCountdown() async {
        await signIn()
        await type("tap Select", "select Ada", "select Bruno", "tap \"Confirm players\"",
                   "move Ada \"Team A\"", "move Bruno \"Team B\"", "tap \"Start Gather\"", "tap Start", "wait 1", "back")

        #expect(titles == ["2 selected", "Confirm players"])
        await session.waitUntilIdle()
        #expect(app.navigationController.activity.pendingCount == 0)
    }
}
