import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIP
import TerminalUI
import Testing

/// Login's route on the real stack: Players replaces it, with the user passed on.
@MainActor @Suite struct LoginRouterTests {
    let scenes: Scenes

    init() async throws {
        scenes = try await Scenes.seeded()
    }

    @Test func signingInMakesTheUsersPlayersTheRoot() async throws {
        let login = LoginConfigurator(assembly: scenes.assembly).makeScene()
        await scenes.stage.show(login)
        let interactor = try #require(login.router.dataStore as? LoginInteractor)

        await interactor.signIn(request: Login.SignIn.Request(kind: .login, username: "coach", password: "secret", rememberMe: true))
        await scenes.stage.settle()

        #expect(scenes.titles == ["Players"])
        let players = try #require(scenes.top as? PlayerListViewController)
        #expect(players.router.dataStore.userID == scenes.backend.userID)
        #expect(scenes.stage.screen.indexedRows.map(\.row.title) == ["Ada", "Bruno", "Carla", "Dani", "Eli"])
    }

    @Test func withoutAUserNothingMoves() async {
        let login = LoginConfigurator(assembly: scenes.assembly).makeScene()
        await scenes.stage.show(login)

        login.router.routeToPlayerList()

        #expect(scenes.titles == ["Login"])
    }

    @Test func loginIsFreedOnceReplaced() async throws {
        weak var freed: LoginViewController?
        do {
            let login = LoginConfigurator(assembly: scenes.assembly).makeScene()
            freed = login
            await scenes.stage.show(login)
            await scenes.send(.edit("username", text: "coach"))
            await scenes.send(.edit("password", text: "secret"))
            await scenes.send(.tap("login"))
        }

        #expect(scenes.titles == ["Players"])
        #expect(freed == nil)
    }
}
