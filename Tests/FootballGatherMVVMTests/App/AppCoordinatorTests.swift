import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

/// Navigation across the whole app, driven through typed commands.
@MainActor @Suite struct AppCoordinatorTests {
    let harness: AppHarness

    init() async throws {
        harness = AppHarness(world: try await Backend.seeded())
    }

    @Test func startsOnLogin() async {
        await harness.start()

        #expect(harness.stack.count == 1)
        #expect(harness.top is LoginView)
        #expect(harness.screen.title == "Login")
        #expect(!harness.screen.showsBackButton)
    }

    @Test func loggingInMakesPlayersTheRoot() async {
        await harness.start()
        await harness.signIn()

        #expect(harness.stack.count == 1)
        #expect(harness.top is PlayerListView)
        #expect(harness.screen.title == "Players")
        #expect(!harness.screen.showsBackButton)
        #expect(harness.app.playersCoordinator != nil)
    }

    @Test func registeringAlsoOpensPlayers() async {
        await harness.start()

        await harness.run("type Username rookie", "type Password pass", "tap Register")

        #expect(harness.top is PlayerListView)
        #expect(harness.screen.emptyMessage == "There aren't any players for your user.")
    }

    @Test func aFailedLoginStaysOnLoginWithAnError() async {
        await harness.start()

        await harness.run("type Username coach", "type Password nope", "tap Login")

        #expect(harness.top is LoginView)
        #expect(harness.screen.alert == .error("Invalid username or password."))
    }

    @Test func logoutReturnsToLoginWithTheUsernameRemembered() async {
        await harness.start()
        await harness.signIn()

        await harness.run("tap Logout")

        #expect(harness.stack.count == 1)
        #expect(harness.top is LoginView)
        #expect(harness.app.playersCoordinator == nil)
        #expect(harness.screen.fields.map(\.value) == ["coach", ""])
    }

    @Test func historyOpensFromPlayersAndGoesBack() async {
        await harness.start()
        await harness.signIn()

        await harness.run("tap History")
        #expect(harness.top is GatherHistoryView)
        #expect(harness.screen.title == "History")

        await harness.run("back")
        #expect(harness.top is PlayerListView)
    }

    @Test func addingAPlayerReturnsToPlayersShowingThem() async {
        await harness.start()
        await harness.signIn()

        await harness.run("tap \"Add player\"", "type Name Zoe", "tap Done")

        #expect(harness.top is PlayerListView)
        #expect(harness.screen.sections.first?.rows.map(\.title).last == "Zoe")
    }
}
