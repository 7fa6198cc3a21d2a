import FootballGatherModel

// MARK: - Module output

/// Told when the new player is saved (Radu Dan's `PlayerAddDelegate`).
@MainActor
protocol AddPlayerDelegate: AnyObject {
    func didAddPlayer(_ player: Player)
}

// MARK: - View

@MainActor
protocol AddPlayerViewConfigurable: AnyObject {
    /// What the Name field holds now.
    var nameText: String { get }

    func setDoneEnabled(_ isEnabled: Bool)
}

typealias AddPlayerViewProtocol = AddPlayerViewConfigurable & LoadingView & ErrorHandler

// MARK: - Presenter

@MainActor
protocol AddPlayerPresenterViewConfiguration: AnyObject {
    func viewDidLoad()
}

@MainActor
protocol AddPlayerPresenterActionable: AnyObject {
    func didChangeName()
    func didTapDone() async
}

typealias AddPlayerPresenterProtocol = AddPlayerPresenterViewConfiguration & AddPlayerPresenterActionable

/// How the interactor answers the presenter.
@MainActor
protocol AddPlayerPresenterServiceHandler: AnyObject {
    func didAddPlayer(_ player: Player)
    func serviceFailed(with error: FootballGatherError)
}

// MARK: - Interactor

@MainActor
protocol AddPlayerInteractorProtocol: AnyObject {
    /// Whether a player with this name can be saved: it is not blank.
    func canAddPlayer(named name: String) -> Bool
    func addPlayer(named name: String) async
}

// MARK: - Router

@MainActor
protocol AddPlayerRouterProtocol: AnyObject {
    /// Closes Add player, back to Players.
    func dismissAddView()
}
