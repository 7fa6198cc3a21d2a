import FootballGatherModel

/// What Players' ViewController asks of its scene.
@MainActor
protocol PlayerListBusinessLogic: AnyObject {
    func fetchPlayers(request: PlayerList.FetchPlayers.Request) async
    /// Selection mode, if anyone is on the roster.
    func startSelection(request: PlayerList.StartSelection.Request)
    /// Back to list mode, forgetting the selection.
    func cancelSelection(request: PlayerList.CancelSelection.Request)
    /// Only in selection mode; a row the roster does not have is ignored.
    func tickPlayer(request: PlayerList.TickPlayer.Request)
    func requestDeletion(request: PlayerList.RequestDeletion.Request)
    func confirmDeletion(request: PlayerList.ConfirmDeletion.Request) async
    func cancelDeletion(request: PlayerList.CancelDeletion.Request)
}

/// What Players hands the scenes it opens, and hears back from them.
@MainActor
protocol PlayerListDataStore: PlayerDetailsDelegate, ConfirmPlayersDelegate {
    /// The signed-in user, handed over by Login.
    var userID: Int64? { get set }
    /// The roster as shown, in row order: the Router reads the chosen row's player here.
    var players: [Player] { get }
    /// The players ticked for a gather, in roster order.
    var selectedPlayers: [Player] { get }
}

/// Players' business: the user's roster, the list and selection modes, deleting a player
/// once the user confirms, and the rule of how many players a gather needs.
@MainActor
final class PlayerListInteractor: PlayerListDataStore {
    var userID: Int64?
    private(set) var players: [Player] = []
    private var mode = PlayerList.Mode.list
    private var hasLoaded = false
    private var isLoading = false
    private var pendingDeletion: Player?
    let presenter: any PlayerListPresentationLogic
    private let worker: any PlayerListWorkerLogic

    init(presenter: any PlayerListPresentationLogic, worker: any PlayerListWorkerLogic) {
        self.presenter = presenter
        self.worker = worker
    }

    var selectedPlayers: [Player] {
        guard case .selection(let ids) = mode else { return [] }
        return players.filter { ids.contains($0.id) }
    }

    private func player(at index: Int) -> Player? {
        players.indices.contains(index) ? players[index] : nil
    }

    private func presentPlayers(error: FootballGatherError? = nil) {
        presenter.presentPlayers(response: PlayerList.FetchPlayers.Response(
            players: players, mode: mode, hasLoaded: hasLoaded, isLoading: isLoading, pendingDeletion: pendingDeletion, error: error
        ))
    }

    private func setLoading(_ isLoading: Bool) {
        self.isLoading = isLoading
        presentPlayers()
    }

    /// Shows `loaded` as the roster; a selection keeps only players still in it (a delete
    /// that lands while the user picks takes its player out of the count too).
    private func showRoster(_ loaded: [Player]) {
        players = loaded
        hasLoaded = true
        if case .selection(let ids) = mode {
            mode = .selection(ids.intersection(loaded.map(\.id)))
        }
    }

    private func fail(with error: FootballGatherError) {
        isLoading = false
        presentPlayers(error: error)
    }
}

extension PlayerListInteractor: PlayerListBusinessLogic {
    /// On failure the roster stays as it was.
    func fetchPlayers(request: PlayerList.FetchPlayers.Request) async {
        guard let userID else { return }
        setLoading(true)
        do throws(FootballGatherError) {
            showRoster(try await worker.fetchPlayers(of: userID))
            setLoading(false)
        } catch {
            fail(with: error)
        }
    }

    func startSelection(request: PlayerList.StartSelection.Request) {
        guard !players.isEmpty else { return }
        mode = .selection([])
        presentPlayers()
    }

    func cancelSelection(request: PlayerList.CancelSelection.Request) {
        mode = .list
        presentPlayers()
    }

    func tickPlayer(request: PlayerList.TickPlayer.Request) {
        guard case .selection(var ids) = mode, let player = player(at: request.index) else { return }
        if ids.remove(player.id) == nil { ids.insert(player.id) }
        mode = .selection(ids)
        presentPlayers()
    }

    func requestDeletion(request: PlayerList.RequestDeletion.Request) {
        guard mode == .list, let player = player(at: request.index) else { return }
        pendingDeletion = player
        presentPlayers()
    }

    /// On failure the player stays in the roster.
    func confirmDeletion(request: PlayerList.ConfirmDeletion.Request) async {
        guard let player = pendingDeletion, let userID else { return }
        pendingDeletion = nil
        setLoading(true)
        do throws(FootballGatherError) {
            try await worker.deletePlayer(player, of: userID)
            showRoster(players.filter { $0.id != player.id })
            setLoading(false)
        } catch {
            fail(with: error)
        }
    }

    func cancelDeletion(request: PlayerList.CancelDeletion.Request) {
        pendingDeletion = nil
        presentPlayers()
    }
}

extension PlayerListInteractor: PlayerDetailsDelegate {
    /// A saved edit shows in its row at once: it can land after the user has come back here,
    /// and after the reload on the way back read the player before it.
    func playerDetailsDidUpdate(_ player: Player) {
        guard let index = players.firstIndex(where: { $0.id == player.id }) else { return }
        players[index] = player
        presentPlayers()
    }
}

extension PlayerListInteractor: ConfirmPlayersDelegate {
    /// The gather Players started is over: back in list mode by the time Players shows again.
    func confirmPlayersDidEndGather() {
        mode = .list
        presentPlayers()
    }
}
