import FootballGatherModel
import TerminalUI

/// Builds Player edit's layers for one field of one player and links them; its Router closes
/// it once the edit is saved, and its delegate (Player details) hears of the saved player.
@MainActor
final class PlayerEditModule {
    private let view: PlayerEditView
    private let presenter: PlayerEditPresenter
    private let interactor: PlayerEditInteractor
    private let router: PlayerEditRouter

    init(
        router: PlayerEditRouter,
        field: PlayerField,
        player: Player,
        userID: Int64,
        players: any PlayerRepository,
        delegate: any PlayerEditDelegate
    ) {
        self.router = router
        interactor = PlayerEditInteractor(field: field, player: player, userID: userID, repository: players)
        presenter = PlayerEditPresenter(interactor: interactor, router: router, delegate: delegate)
        view = PlayerEditView(presenter: presenter)
    }
}

extension PlayerEditModule: AppModule {
    func assemble() -> ViewController {
        presenter.view = view
        interactor.presenter = presenter
        router.viewController = view
        return view
    }
}
