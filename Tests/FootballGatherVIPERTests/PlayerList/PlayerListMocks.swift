import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIPER
import TestSupport

/// Players' view: records what the presenter tells it.
final class PlayerListViewMock: PlayerListViewConfigurable, PlayerListViewAlerting, ViewMock {
    enum Call: ViewCall {
        case showLoadingView
        case hideLoadingView
        case handleError(String)
        case displayRoster(title: String, mode: PlayerListScreen.Mode, rows: [PlayerListScreen.Row], showsEmptyMessage: Bool)
        case displayConfirmation(PlayerListScreen.Alert?)
    }

    let log = CallLog<Call, Void>(answers: ())

    func displayRoster(title: String, mode: PlayerListScreen.Mode, rows: [PlayerListScreen.Row], showsEmptyMessage: Bool) {
        log.record(.displayRoster(title: title, mode: mode, rows: rows, showsEmptyMessage: showsEmptyMessage))
    }

    func displayConfirmation(_ alert: PlayerListScreen.Alert?) {
        log.record(.displayConfirmation(alert))
    }

    // What the last calls showed, read from the log.

    private var roster: (title: String, mode: PlayerListScreen.Mode, rows: [PlayerListScreen.Row], showsEmptyMessage: Bool)? {
        for case let .displayRoster(title, mode, rows, showsEmptyMessage) in calls.reversed() {
            return (title, mode, rows, showsEmptyMessage)
        }
        return nil
    }

    var title: String? { roster?.title }
    var mode: PlayerListScreen.Mode? { roster?.mode }
    var rows: [PlayerListScreen.Row]? { roster?.rows }
    var showsEmptyMessage: Bool { roster?.showsEmptyMessage ?? false }
    /// The names on the rows shown.
    var names: [String]? { rows?.map(\.name) }
    /// The ids of the ticked rows.
    var ticked: Set<Int64> { Set(rows?.filter(\.isChecked).map(\.playerID) ?? []) }

    /// The alert on screen: the last one displayed, nil once closed or before any.
    var alert: PlayerListScreen.Alert? {
        for case let .displayConfirmation(alert) in calls.reversed() {
            return alert
        }
        return nil
    }
}

/// Answers with the roster it is given; loading, deleting and replacing are only recorded.
final class PlayerListInteractorMock: PlayerListInteractorProtocol {
    enum Call: Equatable, Sendable {
        case loadPlayers
        case deletePlayer(Player)
        case replacePlayer(Player)
        case player(at: Int)
        case players(withIDs: Set<Int64>)
        case canConfirm(selectedCount: Int)
    }

    struct Answers: Sendable {
        /// The roster as last loaded.
        var players: [Player] = []
        /// The player at each row asked for (none for a row not here).
        var playerAt: [Int: Player] = [:]
        /// The players found for any ids asked for.
        var playersWithIDs: [Player] = []
        var canConfirm = false
    }

    let log = CallLog<Call, Answers>(answers: Answers())
    var calls: [Call] { log.calls }

    var players: [Player] { log.answers.players }

    func loadPlayers() async { log.record(.loadPlayers) }
    func deletePlayer(_ player: Player) async { log.record(.deletePlayer(player)) }
    func replacePlayer(_ player: Player) { log.record(.replacePlayer(player)) }
    func player(at index: Int) -> Player? { log.record(.player(at: index)) { $0.playerAt[index] } }
    func players(withIDs ids: Set<Int64>) -> [Player] { log.record(.players(withIDs: ids)) { $0.playersWithIDs } }
    func canConfirm(selectedCount: Int) -> Bool { log.record(.canConfirm(selectedCount: selectedCount)) { $0.canConfirm } }

    /// Answers `players` as the roster, each on its row, as the real one does once it has loaded them.
    func answerRoster(_ players: [Player]) {
        log.answer {
            $0.players = players
            $0.playerAt = Dictionary(uniqueKeysWithValues: players.enumerated().map { ($0.offset, $0.element) })
        }
    }
}

final class PlayerListRouterMock: PlayerListRouterProtocol {
    enum Call: Equatable, Sendable {
        case showDetails(Player)
        case showAddPlayer
        case showConfirmPlayers([Player])
        case showHistory
        case showLogin
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }
    /// The delegates handed over, held weakly as the modules they go to hold them.
    private(set) weak var addPlayerDelegate: (any AddPlayerDelegate)?
    private(set) weak var confirmPlayersDelegate: (any ConfirmPlayersDelegate)?
    private(set) weak var detailsDelegate: (any PlayerDetailsDelegate)?

    func showDetails(of player: Player, delegate: any PlayerDetailsDelegate) {
        log.record(.showDetails(player))
        detailsDelegate = delegate
    }

    func showAddPlayer(delegate: any AddPlayerDelegate) {
        log.record(.showAddPlayer)
        addPlayerDelegate = delegate
    }

    func showConfirmPlayers(_ players: [Player], delegate: any ConfirmPlayersDelegate) {
        log.record(.showConfirmPlayers(players))
        confirmPlayersDelegate = delegate
    }

    func showHistory() { log.record(.showHistory) }
    func showLogin() { log.record(.showLogin) }
}

/// Stands in for the presenter in interactor tests: what the interactor reported, in order.
final class PlayerListOutputSpy: PlayerListPresenterServiceHandler {
    enum Call: Equatable, Sendable {
        case didLoadPlayers([Player])
        case didDeletePlayer(Player)
        case serviceFailed(FootballGatherError)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func didLoadPlayers(_ players: [Player]) { log.record(.didLoadPlayers(players)) }
    func didDeletePlayer(_ player: Player) { log.record(.didDeletePlayer(player)) }
    func serviceFailed(with error: FootballGatherError) { log.record(.serviceFailed(error)) }
}

/// Players as the view sees it: every call is recorded, nothing else happens.
final class PlayerListPresenterMock: PlayerListPresenterProtocol {
    enum Call: Equatable, Sendable {
        case viewWillAppear
        case didTapLogout
        case didTapHistory
        case didTapSelect
        case didTapCancel
        case didTapAddPlayer
        case didTapConfirmPlayers
        case didSelectRow(at: Int)
        case didSwipeToDeleteRow(at: Int)
        case didConfirmDeletion
        case didCancelDeletion
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func viewWillAppear() async { log.record(.viewWillAppear) }
    func didTapLogout() { log.record(.didTapLogout) }
    func didTapHistory() { log.record(.didTapHistory) }
    func didTapSelect() { log.record(.didTapSelect) }
    func didTapCancel() { log.record(.didTapCancel) }
    func didTapAddPlayer() { log.record(.didTapAddPlayer) }
    func didTapConfirmPlayers() { log.record(.didTapConfirmPlayers) }
    func didSelectRow(at index: Int) { log.record(.didSelectRow(at: index)) }
    func didSwipeToDeleteRow(at index: Int) { log.record(.didSwipeToDeleteRow(at: index)) }
    func didConfirmDeletion() async { log.record(.didConfirmDeletion) }
    func didCancelDeletion() { log.record(.didCancelDeletion) }
}
