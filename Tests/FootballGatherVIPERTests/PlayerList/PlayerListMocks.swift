import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIPER

final class PlayerListViewMock: ViewSpy, PlayerListViewConfigurable, PlayerListViewAlerting {
    private(set) var title: String?
    private(set) var mode: PlayerListScreen.Mode?
    private(set) var rows: [PlayerListScreen.Row]?
    private(set) var showsEmptyMessage = false
    private(set) var alert: PlayerListScreen.Alert?

    /// The names on the rows shown.
    var names: [String]? { rows?.map(\.name) }
    /// The ids of the ticked rows.
    var ticked: Set<Int64> { Set(rows?.filter(\.isChecked).map(\.playerID) ?? []) }

    func displayRoster(title: String, mode: PlayerListScreen.Mode, rows: [PlayerListScreen.Row], showsEmptyMessage: Bool) {
        self.title = title
        self.mode = mode
        self.rows = rows
        self.showsEmptyMessage = showsEmptyMessage
        record()
    }

    func displayAlert(_ alert: PlayerListScreen.Alert?) {
        self.alert = alert
    }
}

/// A roster in memory with the real rules; loads and deletions are only written down.
final class PlayerListInteractorMock: Spy, PlayerListInteractorProtocol {
    var players: [Player]
    private(set) var deleted: [Player] = []

    init(players: [Player] = []) {
        self.players = players
    }

    func loadPlayers() async { record() }

    func deletePlayer(_ player: Player) async {
        record()
        deleted.append(player)
    }

    func player(at index: Int) -> Player? {
        index < 0 ? nil : players.dropFirst(index).first
    }

    func players(withIDs ids: Set<Int64>) -> [Player] {
        players.filter { ids.contains($0.id) }
    }

    /// The real rule, so the presenter's "Confirm players" state can be checked.
    func canConfirm(selectedCount: Int) -> Bool { LineUp.canConfirm(selectedCount: selectedCount) }

    func replacePlayer(_ player: Player) {
        guard let index = players.firstIndex(where: { $0.id == player.id }) else { return }
        players[index] = player
    }
}

final class PlayerListRouterMock: PlayerListRouterProtocol {
    enum Route: Equatable {
        case details(Player)
        case addPlayer
        case confirmPlayers([Player])
        case history
        case login
    }

    private(set) var routes: [Route] = []
    private(set) weak var addPlayerDelegate: (any AddPlayerDelegate)?
    private(set) weak var confirmPlayersDelegate: (any ConfirmPlayersDelegate)?
    private(set) weak var detailsDelegate: (any PlayerDetailsDelegate)?

    func showDetails(of player: Player, delegate: any PlayerDetailsDelegate) {
        routes.append(.details(player))
        detailsDelegate = delegate
    }

    func showAddPlayer(delegate: any AddPlayerDelegate) {
        routes.append(.addPlayer)
        addPlayerDelegate = delegate
    }

    func showConfirmPlayers(_ players: [Player], delegate: any ConfirmPlayersDelegate) {
        routes.append(.confirmPlayers(players))
        confirmPlayersDelegate = delegate
    }

    func showHistory() { routes.append(.history) }
    func showLogin() { routes.append(.login) }
}

final class PlayerListOutputSpy: PlayerListPresenterServiceHandler {
    private(set) var loaded: [Player]?
    private(set) var deleted: Player?
    private(set) var error: FootballGatherError?

    func didLoadPlayers(_ players: [Player]) { loaded = players }
    func didDeletePlayer(_ player: Player) { deleted = player }
    func serviceFailed(with error: FootballGatherError) { self.error = error }
}
