import FootballGatherModel
import FootballGatherUI

// MARK: - View

@MainActor
protocol PlayerListViewConfigurable: AnyObject {
    /// The roster as the presenter words it: the title, the mode's buttons (enabled or not),
    /// the rows with their ticks, and whether the empty message replaces them.
    func displayRoster(title: String, mode: PlayerListScreen.Mode, rows: [PlayerListScreen.Row], showsEmptyMessage: Bool)
}

@MainActor
protocol PlayerListViewAlerting: AnyObject {
    /// The confirmation the presenter put up; nil closes it. Errors come through `ErrorHandler`.
    func displayConfirmation(_ alert: PlayerListScreen.Alert?)
}

typealias PlayerListViewProtocol = PlayerListViewConfigurable & PlayerListViewAlerting & LoadingView & ErrorHandler

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

/// The answers to the alert the presenter put up.
@MainActor
protocol PlayerListPresenterAlertHandler: AnyObject {
    func didConfirmDeletion() async
    func didCancelDeletion()
}

typealias PlayerListPresenterProtocol = PlayerListPresenterViewConfiguration
    & PlayerListPresenterActionable & PlayerListPresenterAlertHandler

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
    /// Puts a saved edit in the player's place in the roster (nothing if they are not in it).
    func replacePlayer(_ player: Player)
    /// Whether that many players are enough for a gather.
    func canConfirm(selectedCount: Int) -> Bool
}

typealias PlayerListInteractorProtocol = PlayerListInteractorServiceRequester & PlayerListInteractorRoster

// MARK: - Router

@MainActor
protocol PlayerListRouterProtocol: AnyObject {
    func showDetails(of player: Player, delegate: any PlayerDetailsDelegate)
    func showAddPlayer(delegate: any AddPlayerDelegate)
    func showConfirmPlayers(_ players: [Player], delegate: any ConfirmPlayersDelegate)
    func showHistory()
    func showLogin()
}
