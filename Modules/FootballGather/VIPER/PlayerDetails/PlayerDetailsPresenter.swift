import FootballGatherModel

/// Player details' presenter: shows the player, opens the editor of a field, and shows the
/// player again once the editor reports the saved edit (the editor closes itself).
@MainActor
final class PlayerDetailsPresenter {
    weak var view: (any PlayerDetailsViewProtocol)?
    let interactor: any PlayerDetailsInteractorProtocol
    let router: any PlayerDetailsRouterProtocol

    init(interactor: any PlayerDetailsInteractorProtocol, router: any PlayerDetailsRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }
}

extension PlayerDetailsPresenter: PlayerDetailsPresenterViewConfiguration {
    func viewDidLoad() {
        view?.displayPlayer(interactor.player)
    }
}

extension PlayerDetailsPresenter: PlayerDetailsPresenterActionable {
    func didSelectField(_ field: PlayerField) {
        router.showEdit(field, of: interactor.player, delegate: self)
    }
}

extension PlayerDetailsPresenter: PlayerEditDelegate {
    /// The edit is saved: show it here.
    func didUpdatePlayer(_ player: Player) {
        interactor.updatePlayer(player)
        view?.displayPlayer(interactor.player)
    }
}
