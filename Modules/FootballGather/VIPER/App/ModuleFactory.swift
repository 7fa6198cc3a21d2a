import AppSupport
import FootballGatherModel
import TerminalUI

/// Creates every module of the app, as in Radu Dan's article: the module's Router on the stack it
/// moves, then the module itself, which builds its View, Presenter and Interactor on the
/// shared repositories.
@MainActor
struct ModuleFactory: ModuleFactoryProtocol {
    let repositories: FootballGatherRepositories
    let environment: AppEnvironment

    func makeLogin(using navigationController: NavigationController) -> LoginModule {
        let router = LoginRouter(navigationController: navigationController, moduleFactory: self)
        return LoginModule(router: router, users: repositories.users, settings: repositories.settings)
    }

    func makePlayerList(using navigationController: NavigationController, userID: Int64) -> PlayerListModule {
        let router = PlayerListRouter(navigationController: navigationController, moduleFactory: self, userID: userID)
        return PlayerListModule(router: router, userID: userID, players: repositories.players)
    }

    func makePlayerDetails(using navigationController: NavigationController, player: Player, userID: Int64,
                           delegate: any PlayerDetailsDelegate) -> PlayerDetailsModule {
        let router = PlayerDetailsRouter(navigationController: navigationController, moduleFactory: self, userID: userID)
        return PlayerDetailsModule(router: router, player: player, delegate: delegate)
    }

    func makePlayerEdit(using navigationController: NavigationController, field: PlayerField, player: Player, userID: Int64,
                        delegate: any PlayerEditDelegate) -> PlayerEditModule {
        let router = PlayerEditRouter(navigationController: navigationController)
        return PlayerEditModule(
            router: router, field: field, player: player, userID: userID,
            players: repositories.players, delegate: delegate
        )
    }

    func makeAddPlayer(using navigationController: NavigationController, userID: Int64, delegate: any AddPlayerDelegate) -> AddPlayerModule {
        let router = AddPlayerRouter(navigationController: navigationController)
        return AddPlayerModule(router: router, userID: userID, players: repositories.players, delegate: delegate)
    }

    func makeConfirmPlayers(
        using navigationController: NavigationController,
        players: [Player],
        userID: Int64,
        delegate: any ConfirmPlayersDelegate
    ) -> ConfirmPlayersModule {
        let router = ConfirmPlayersRouter(navigationController: navigationController, moduleFactory: self, userID: userID)
        return ConfirmPlayersModule(
            router: router, players: players, userID: userID,
            gathers: repositories.gathers, now: environment.now, delegate: delegate
        )
    }

    func makeGather(using navigationController: NavigationController, gather: Gather, userID: Int64, delegate: any GatherDelegate) -> GatherModule {
        let router = GatherRouter(navigationController: navigationController)
        return GatherModule(
            router: router, gather: gather, userID: userID,
            gathers: repositories.gathers, environment: environment,
            activity: navigationController.rootActivity, delegate: delegate
        )
    }

    func makeGatherHistory(using navigationController: NavigationController, userID: Int64) -> GatherHistoryModule {
        let router = GatherHistoryRouter(navigationController: navigationController)
        return GatherHistoryModule(router: router, userID: userID, gathers: repositories.gathers, timeZone: environment.timeZone)
    }
}
