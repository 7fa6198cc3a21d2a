import FootballGatherModel

// MARK: - Module output

/// Told when an edit made from Player details is saved, with the player as stored.
@MainActor
protocol PlayerDetailsDelegate: AnyObject {
    func playerDetailsDidUpdatePlayer(_ player: Player)
}

// MARK: - View

@MainActor
protocol PlayerDetailsViewConfigurable: AnyObject {
    /// The player's name as the title, and each field's value as shown.
    func displayDetails(title: String, values: [PlayerField: String])
}

typealias PlayerDetailsViewProtocol = PlayerDetailsViewConfigurable

// MARK: - Presenter

@MainActor
protocol PlayerDetailsPresenterViewConfiguration: AnyObject {
    func viewDidLoad()
}

@MainActor
protocol PlayerDetailsPresenterActionable: AnyObject {
    func didSelectField(_ field: PlayerField)
}

typealias PlayerDetailsPresenterProtocol = PlayerDetailsPresenterViewConfiguration & PlayerDetailsPresenterActionable

// MARK: - Interactor

@MainActor
protocol PlayerDetailsInteractorProtocol: AnyObject {
    /// The player as last saved.
    var player: Player { get }
    /// Keeps `player` if it is the one shown (an edit saved it).
    func updatePlayer(_ player: Player)
}

// MARK: - Router

@MainActor
protocol PlayerDetailsRouterProtocol: AnyObject {
    func showEdit(_ field: PlayerField, of player: Player, delegate: any PlayerEditDelegate)
}
