import FootballGatherModel

/// Player details' presenter: words the player (every field's value, "-" when unset), opens
/// the editor of a field, and shows the player again once the editor reports the saved
/// edit (the editor closes itself) and passes it on to its delegate (Players).
@MainActor
final class PlayerDetailsPresenter {
    weak var view: (any PlayerDetailsViewProtocol)?
    weak var delegate: (any PlayerDetailsDelegate)?
    let interactor: any PlayerDetailsInteractorProtocol
    let router: any PlayerDetailsRouterProtocol

    init(
        interactor: any PlayerDetailsInteractorProtocol,
        router: any PlayerDetailsRouterProtocol,
        delegate: (any PlayerDetailsDelegate)? = nil
    ) {
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
    }

    private func displayPlayer() {
        let player = interactor.player
        view?.displayDetails(title: player.name, values: Dictionary(uniqueKeysWithValues: PlayerField.allCases.map { field in
            (field, Self.value(of: field, for: player))
        }))
    }

    static func value(of field: PlayerField, for player: Player) -> String {
        switch field {
        case .name: player.name
        case .age: player.age.map(String.init) ?? PlayerFormatter.unset
        case .preferredPosition: player.position?.displayName ?? PlayerFormatter.unset
        case .skill: player.skill?.displayName ?? PlayerFormatter.unset
        case .favouriteTeam: player.favouriteTeam ?? PlayerFormatter.unset
        }
    }
}

extension PlayerDetailsPresenter: PlayerDetailsPresenterViewConfiguration {
    func viewDidLoad() {
        displayPlayer()
    }
}

extension PlayerDetailsPresenter: PlayerDetailsPresenterActionable {
    func didSelectField(_ field: PlayerField) {
        router.showEdit(field, of: interactor.player, delegate: self)
    }
}

extension PlayerDetailsPresenter: PlayerEditDelegate {
    /// The edit is saved: show it here and on Players.
    func didUpdatePlayer(_ player: Player) {
        interactor.updatePlayer(player)
        displayPlayer()
        delegate?.playerDetailsDidUpdatePlayer(player)
    }
}
