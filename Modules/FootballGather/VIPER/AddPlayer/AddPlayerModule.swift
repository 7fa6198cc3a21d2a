import FootballGatherModel
import TerminalUI

/// Builds Add player's layers and links them; its Router closes it once the player is saved,
/// and its delegate (Players) hears of the new player.
@MainActor
final class AddPlayerModule {
    private let view: AddPlayerView
    private let presenter: AddPlayerPresenter
    private let interactor: AddPlayerInteractor
    private let router: AddPlayerRouter

    init(router: AddPlayerRouter, userID: Int64, players: any PlayerRepository, delegate: any AddPlayerDelegate) {
        self.router = router
        interactor = AddPlayerInteractor(userID: userID, repository: players)
        presenter = AddPlayerPresenter(interactor: interactor, router: router, delegate: delegate)
        view = AddPlayerView(presenter: presenter)
    }
}

extension AddPlayerModule: AppModule {
    func assemble() -> ViewController {
        presenter.view = view
        interactor.presenter = presenter
        router.viewController = view
        return view
    }
}
