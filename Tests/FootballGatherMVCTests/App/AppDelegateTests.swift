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
@MainActor
@Suite struct AppDelegateTests {
    let world: Backend
    let time = VirtualTime()
    let app: any Application
    let session: Session

    init() async throws {
        world = try await Backend.seeded()
        app = AppAssembly.makeApplication(repositories: world.repositories, environment: .scripted(time))
        session = Session(app: app, timekeeper: time, blockedWork: { [faults = world.faults] in faults.heldCount })
        await session.start()
    }

    private var stack: [ViewController] { app.navigationController.viewControllers }
    private var screen: Screen { session.screen }

    private func run(_ lines: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        for line in lines {
            let reply = await session.execute(line)
            #expect(reply == .screen, "\(line) → \(reply)", sourceLocation: sourceLocation)
        }
    }

    private func signIn() async {
        await run("type Username coach", "type Password secret", "tap Login")
    }

    /// From Players: Ada against Bruno (Carla on the bench), gather started.
    private func startGather() async {
        await run(
            "tap Select", "select Ada", "select Bruno", "select Carla", "tap \"Confirm players\"",
            "move Ada \"Team A\"", "move Bruno \"Team B\"", "tap \"Start Gather\""
        )
    }

    @Test func theAppStartsOnLoginAlone() {
        #expect(app is AppDelegate)
        #expect(stack.count == 1)
        #expect(stack.first is LoginViewController)
        #expect(!screen.showsBackButton)
    }

    @Test func signingInMakesPlayersTheRootWithNoWayBack() async {
        await signIn()

        #expect(stack.count == 1)
        #expect(stack.first is PlayerListViewController)
        #expect(screen.title == "Players")
        #expect(await session.execute("back") != .screen)
    }

    @Test func logoutReturnsToLoginWithTheUsernameRemembered() async {
        await signIn()

        await run("tap Logout")

        #expect(stack.count == 1)
        #expect(stack.first is LoginViewController)
        #expect(screen.fields.map(\.value) == ["coach", ""])
    }

    @Test func eachUserSeesOnlyTheirOwnRoster() async {
        await run("type Username rookie", "type Password pass", "tap Register")

        #expect(screen.emptyMessage == "There aren't any players for your user.")
    }

    @Test func anEditShowsOnDetailsAndOnPlayers() async {
        await signIn()

        await run("select Ada", "select Name", "type Name \"Ada K.\"", "tap Done")
        #expect(screen.title == "Ada K.")
        await run("back")

        #expect(screen.indexedRows.first?.row.title == "Ada K.")
    }

    @Test func aWholeGatherEndsOnPlayersInListModeAndShowsInHistory() async {
        await signIn()
        await startGather()
        await run("step \"Team A\" up", "tap Start", "wait 30", "tap \"End Gather\"", "alert Yes")

        #expect(stack.count == 1)
        #expect(screen.title == "Players")
        #expect(screen.barButtons.map(\.title) == ["Logout", "History", "Select"])
        await run("tap History")
        #expect(screen.indexedRows.map(\.row.title) == ["2025-01-01 10:00 — Team A 1 : 0 Team B"])
        #expect(screen.indexedRows.map(\.row.detail) == ["Winner: Team A"])
    }

    @Test func backFromGatherReturnsToConfirmPlayersAndTheGatherNeverEnds() async throws {
        await signIn()
        await startGather()

        await run("tap Start", "wait 5", "back")

        #expect(screen.title == "Confirm players")
        #expect(time.sleepingCount == 0)
        #expect(try await world.endedGathers().isEmpty)
    }

    @Test func anEndConfirmedThenLeftStillEndsButTheUserStaysOnConfirmPlayers() async throws {
        await signIn()
        await startGather()
        world.faults.arm("gathers.end", .hold)

        await run("tap \"End Gather\"", "alert Yes", "back")
        world.faults.reset()
        await session.waitUntilIdle()

        #expect(stack.count == 2)
        #expect(screen.title == "Confirm players")
        #expect(try await world.endedGathers().count == 1)
        await run("back")
        #expect(screen.title == "Players")
        #expect(screen.barButtons.map(\.title) == ["Logout", "History", "Select"])
    }

    @Test func anAddConfirmedThenLeftStillSavesAndClosesNothing() async throws {
        await signIn()
        world.faults.arm("players.add", .hold)

        await run("tap \"Add player\"", "type Name Abe", "tap Done", "back", "select Ada")
        world.faults.reset()
        await session.waitUntilIdle()

        #expect(screen.title == "Ada")
        #expect(try await world.roster().map(\.name).contains("Abe"))
        await run("back")
        #expect(screen.indexedRows.first?.row.title == "Abe")
    }

    @Test func anEditConfirmedThenLeftStillReachesDetailsAndClosesNothing() async throws {
        await signIn()
        world.faults.arm("players.update", .hold)

        await run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "select Age")
        world.faults.reset()
        await session.waitUntilIdle()

        #expect(screen.title == "Age")
        await run("back")
        #expect(screen.title == "Zed")
    }

    @Test func aGatherStartedAfterTheUserLeftOpensNothing() async throws {
        await signIn()
        world.faults.arm("gathers.start", .hold)

        await run(
            "tap Select", "select Ada", "select Bruno", "tap \"Confirm players\"",
            "move Ada \"Team A\"", "move Bruno \"Team B\"", "tap \"Start Gather\"", "back"
        )
        world.faults.reset()
        await session.waitUntilIdle()

        #expect(stack.count == 1)
        #expect(screen.title == "2 selected")
    }

    @Test func anEndLandingAfterTheUserLeftConfirmPlayersLeavesPlayersAsItWas() async throws {
        await signIn()
        await startGather()
        world.faults.arm("gathers.end", .hold)

        await run("tap \"End Gather\"", "alert Yes", "back", "back")
        #expect(screen.title == "3 selected")
        world.faults.reset()
        await session.waitUntilIdle()

        #expect(screen.title == "3 selected")
        #expect(try await world.endedGathers().count == 1)
    }

    @Test func anEditLandingAfterTheUserWentBackToPlayersShowsInItsRowAtOnce() async throws {
        await signIn()
        world.faults.arm("players.update", .hold)

        await run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "back")
        #expect(screen.indexedRows.map(\.row.title).first == "Ada")
        world.faults.reset()
        await session.waitUntilIdle()

        #expect(stack.count == 1)
        #expect(screen.indexedRows.map(\.row.title).first == "Zed")
        await run("select Zed")
        #expect(screen.title == "Zed")
    }
}
