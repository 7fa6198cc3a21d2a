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
    let backend: Backend
    let time = VirtualTime()
    let app: AppLoader
    let session: Session

    init() async throws {
        backend = try await Backend.seeded()
        let environment = AppEnvironment(clock: time.clock, now: { [time] in time.now() }, timeZone: TimeZone(identifier: "UTC")!)
        app = AppLoader(moduleFactory: ModuleFactory(repositories: backend.repositories, environment: environment))
        session = Session(app: app, timekeeper: time, blockedWork: { [faults = backend.faults] in faults.heldCount })
        await session.start()
    }

    private var titles: [String] { app.navigationController.viewControllers.map(\.screen.title) }

    /// Types `commands` in order; each must apply to the screen it meets.
    private func type(_ commands: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        for command in commands {
            let reply = await session.execute(command)
            #expect(reply == .screen, "\(command): \(reply)", sourceLocation: sourceLocation)
        }
    }

    private func signIn() async {
        await type("type Username coach", "type Password secret", "tap Login")
    }

    @Test func theAppStartsOnLoginWithRememberMeOn() {
        #expect(titles == ["Login"])
        #expect(session.screen.toggles.map(\.isOn) == [true])
    }

    @Test func signingInMakesPlayersTheRootAndLogoutRemembersTheUser() async {
        await signIn()
        #expect(titles == ["Players"])
        #expect(session.screen.indexedRows.count == 5)

        await type("tap Logout")

        #expect(app.navigationController.topViewController is LoginView)
        #expect(session.screen.fields.map(\.value) == ["coach", ""])
    }

    @Test func aSavedEditShowsOnDetailsAndOnPlayers() async {
        await signIn()

        await type("select Ada", "select Name", "type Name Adele", "tap Done")
        #expect(titles == ["Players", "Adele"])
        #expect(session.screen.sections.first?.rows.first?.detail == "Adele")

        await type("back")
        #expect(session.screen.indexedRows.map(\.row.title).first == "Adele")
    }

    @Test func anEditLandingAfterTheUserWentBackToPlayersShowsInItsRowAtOnce() async {
        await signIn()
        backend.faults.arm("players.update", .hold)

        await type("select Ada", "select Name", "type Name Zed", "tap Done", "back", "back")
        #expect(session.screen.indexedRows.map(\.row.title).first == "Ada")
        backend.faults.reset()
        await session.waitUntilIdle()

        #expect(titles == ["Players"])
        #expect(session.screen.indexedRows.map(\.row.title).first == "Zed")
        await type("select Zed")
        #expect(titles == ["Players", "Zed"])
    }

    @Test func anAddedPlayerShowsOnPlayers() async {
        await signIn()

        await type("tap \"Add player\"", "type Name Fay", "tap Done")

        #expect(titles == ["Players"])
        #expect(session.screen.indexedRows.map(\.row.title).contains("Fay"))
    }

    @Test func endingAGatherReturnsToPlayersInListModeAndFillsTheHistory() async throws {
        await signIn()
        await type("tap Select", "select Ada", "select Bruno", "tap \"Confirm players\"",
                   "move Ada \"Team A\"", "move Bruno \"Team B\"", "tap \"Start Gather\"",
                   "step \"Team B\" up", "tap Start", "wait 3")
        #expect(session.screen.labels == ["09:57"])

        await type("tap \"End Gather\"", "alert Yes")

        #expect(titles == ["Players"])
        #expect(session.screen.barButtons.map(\.title) == ["Logout", "History", "Select"])
        await type("tap History")
        #expect(session.screen.indexedRows.map(\.row.detail) == ["Winner: Team B"])
    }

    @Test func backFromGatherStopsTheTimerAndLeavesTheGatherUnended() async throws {
        await signIn()
        await type("tap Select", "select Ada", "select Bruno", "tap \"Confirm players\"",
                   "move Ada \"Team A\"", "move Bruno \"Team B\"", "tap \"Start Gather\"", "tap Start", "wait 2")

        await type("back", "wait 3")

        #expect(titles == ["2 selected", "Confirm players"])
        #expect(time.sleepingCount == 0)
        #expect(try await backend.repositories.gathers.endedGathers(for: backend.userID).isEmpty)
    }

    @Test func aFailingRepositoryShowsItsErrorAndLosesNothing() async throws {
        await signIn()
        backend.faults.arm("players.delete", .fail)

        await type("delete Bruno", "alert Yes")

        #expect(session.screen.alert?.message == "Could not delete the player.")
        await type("alert OK")
        #expect(session.screen.indexedRows.count == 5)
        #expect(try await backend.roster().count == 5)
    }
}
