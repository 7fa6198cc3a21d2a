import FootballGatherModel

// MARK: - View

@MainActor
protocol PlayerListViewConfigurable: AnyObject {
    /// The roster as loaded, in the order to show.
    func displayPlayers(_ players: [Player])
    func displayListMode()
    func displaySelectionMode(selectedIDs: Set<Int64>, canConfirm: Bool)
}

@MainActor
protocol PlayerListViewConfirmable: AnyObject {
    /// "Delete player" / "Are you sure…?" (Yes / Cancel).
    func displayDeleteConfirmation()
}

typealias PlayerListViewProtocol = PlayerListViewConfigurable & PlayerListViewConfirmable & LoadingView & ErrorHandler

// MARK: - Presenter

@MainActor
protocol PlayerListPresenterViewConfiguration: AnyObject {
    /// Reloads the roster: it may have changed on the screens above.
    func viewWillAppear() async
}

@MainActor
protocol PlayerListPresenterActionable: AnyObject {
    func didTapLogout()
    func didTapHistory()
    func didTapSelect()
    func didTapCancel()
    func didTapAddPlayer()
    func didTapConfirmPlayers()
    func didSelectRow(at index: Int)
    func didSwipeToDeleteRow(at index: Int)
}

@MainActor
protocol PlayerListPresenterDeletion: AnyObject {
    func didConfirmDeletion() async
    func didCancelDeletion()
}

typealias PlayerListPresenterProtocol = PlayerListPresenterViewConfiguration
    & PlayerListPresenterActionable & PlayerListPresenterDeletion

/// How the interactor answers the presenter.
@MainActor
protocol PlayerListPresenterServiceHandler: AnyObject {
    func didLoadPlayers(_ players: [Player])
    func didDeletePlayer(_ player: Player)
    func serviceFailed(with error: FootballGatherError)
}

// MARK: - Interactor

@MainActor
protocol PlayerListInteractorServiceRequester: AnyObject {
    func loadPlayers() async
    func deletePlayer(_ player: Player) async
}

@MainActor
protocol PlayerListInteractorRoster: AnyObject {
    /// The roster as last loaded (empty before the first load).
    var players: [Player] { get }
    func player(at index: Int) -> Player?
    /// The players with `ids`, in roster order.
    func players(withIDs ids: Set<Int64>) -> [Player]
    /// Whether that many players are enough for a gather.
    func canConfirm(selectedCount: Int) -> Bool
}

typealias PlayerListInteractorProtocol = PlayerListInteractorServiceRequester & PlayerListInteractorRoster

// MARK: - Router

@MainActor
protocol PlayerListRouterProtocol: AnyObject {
    func showDetails(of player: Player)
    func showAddPlayer(delegate: any AddPlayerDelegate)
    func showConfirmPlayers(_ players: [Player], delegate: any ConfirmPlayersDelegate)
    func showHistory()
    func showLogin()
}
