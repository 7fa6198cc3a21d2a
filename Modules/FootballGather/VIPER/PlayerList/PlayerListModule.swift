import FootballGatherModel
import TerminalUI

/// Builds Players' layers on the user's roster and links them.
@MainActor
final class PlayerListModule {
    private let view: PlayerListView
    private let presenter: PlayerListPresenter
    private let interactor: PlayerListInteractor
    private let router: PlayerListRouter

    init(router: PlayerListRouter, userID: Int64, players: any PlayerRepository) {
        self.router = router
        interactor = PlayerListInteractor(userID: userID, repository: players)
        presenter = PlayerListPresenter(interactor: interactor, router: router)
        view = PlayerListView(presenter: presenter)
    }
}

extension PlayerListModule: AppModule {
    func assemble() -> ViewController {
        presenter.view = view
        interactor.presenter = presenter
        return view
    }
}
