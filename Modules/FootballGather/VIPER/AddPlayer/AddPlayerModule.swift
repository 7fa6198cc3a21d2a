import FootballGatherCore
import TerminalUI

/// Builds Add player's layers and links them. It opens nothing, so it has no Router: its
/// delegate (Players) closes it once the player is saved.
@MainActor
final class AddPlayerModule {
    private let view: AddPlayerView
    private let presenter: AddPlayerPresenter
    private let interactor: AddPlayerInteractor

    init(userID: Int64, players: any PlayerRepository, delegate: any AddPlayerDelegate) {
        interactor = AddPlayerInteractor(userID: userID, repository: players)
        presenter = AddPlayerPresenter(interactor: interactor, delegate: delegate)
        view = AddPlayerView(presenter: presenter)
    }
}

extension AddPlayerModule: AppModule {
    func assemble() -> ViewController {
        presenter.view = view
        interactor.presenter = presenter
        return view
    }
}
