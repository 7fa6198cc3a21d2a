import FootballGatherModel
import TerminalUI

/// A VIPER module ready to be linked: `assemble()` sets the references between its layers
/// (the weak ones pointing back) and returns the view to show.
@MainActor
protocol AppModule {
    func assemble() -> ViewController
}

/// Every module the app can assemble, as in Radu Dan's article. Every module gets the stack its Router
/// moves on; a module that reports back gets its delegate.
@MainActor
protocol ModuleFactoryProtocol {
    func makeLogin(using navigationController: NavigationController) -> LoginModule
    func makePlayerList(using navigationController: NavigationController, userID: Int64) -> PlayerListModule
    func makePlayerDetails(using navigationController: NavigationController, player: Player, userID: Int64,
                           delegate: any PlayerDetailsDelegate) -> PlayerDetailsModule
    func makePlayerEdit(using navigationController: NavigationController, field: PlayerField, player: Player, userID: Int64,
                        delegate: any PlayerEditDelegate) -> PlayerEditModule
    func makeAddPlayer(using navigationController: NavigationController, userID: Int64, delegate: any AddPlayerDelegate) -> AddPlayerModule
    func makeConfirmPlayers(
        using navigationController: NavigationController,
        players: [Player],
        userID: Int64,
        delegate: any ConfirmPlayersDelegate
    ) -> ConfirmPlayersModule
    func makeGather(using navigationController: NavigationController, gather: Gather, userID: Int64, delegate: any GatherDelegate) -> GatherModule
    func makeGatherHistory(using navigationController: NavigationController, userID: Int64) -> GatherHistoryModule
}

/// A view that can show a loading indicator (Radu Dan's `Loadable`).
@MainActor
protocol LoadingView: AnyObject {
    func showLoadingView()
    func hideLoadingView()
}

/// A view that can show an error alert (Radu Dan's `ErrorHandler`).
@MainActor
protocol ErrorHandler: AnyObject {
    func handleError(_ message: String)
}
