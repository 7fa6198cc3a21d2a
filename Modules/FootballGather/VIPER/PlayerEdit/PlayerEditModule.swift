import FootballGatherCore
import TerminalUI

/// Builds Player edit's layers for one field of one player and links them. It opens nothing,
/// so it has no Router: its delegate (Player details) closes it once the edit is saved.
@MainActor
final class PlayerEditModule {
    private let view: PlayerEditView
    private let presenter: PlayerEditPresenter
    private let interactor: PlayerEditInteractor

    init(field: PlayerField, player: Player, userID: Int64, players: any PlayerRepository, delegate: any PlayerEditDelegate) {
        interactor = PlayerEditInteractor(field: field, player: player, userID: userID, repository: players)
        presenter = PlayerEditPresenter(interactor: interactor, delegate: delegate)
        view = PlayerEditView(presenter: presenter)
    }
}

extension PlayerEditModule: AppModule {
    func assemble() -> ViewController {
        presenter.view = view
        interactor.presenter = presenter
        return view
    }
}
