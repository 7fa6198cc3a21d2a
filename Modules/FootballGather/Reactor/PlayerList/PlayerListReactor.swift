import AppSupport
import FootballGatherModel
import Observation

/// The roster: loads it on every appearance, switches between list and selection mode,
/// ticks players, deletes after the user confirms, and picks where to go next (the route
/// pulse, each scene with its initial state). Its children hand their flows back here.
@MainActor @Observable
final class PlayerListReactor {
    enum Action: Equatable, Sendable {
        case appear
        case tapSelect
        case tapCancel
        case tapAddPlayer
        case tapConfirmPlayers
        case tapHistory
        case tapLogout
        case selectRow(Int)
        case deleteRow(Int)
        case answerDeletion(confirmed: Bool)
        /// An edit made from Player details was saved (maybe after the user came back here).
        case playerUpdated(Player)
        /// The gather started from here has ended.
        case gatherEnded
    }

    enum Mutation: Sendable {
        case loadStarted
        case rosterLoaded(Result<[Player], FootballGatherError>)
        case startSelection
        case cancelSelection
        case toggle(playerID: Int64)
        case askDeletion(Player)
        case cancelDeletion
        case deletionStarted
        case deletionFinished(Player, Result<Void, FootballGatherError>)
        case replacePlayer(Player)
        case navigate(PlayerListState.Route)
    }

    private(set) var state: PlayerListState
    @ObservationIgnored private let worker: any PlayerListWorkerProtocol

    init(initialState: PlayerListState, worker: any PlayerListWorkerProtocol) {
        state = initialState
        self.worker = worker
    }

    @discardableResult
    func send(_ action: Action) -> Task<Void, Never> {
        Task { await mutate(action) }
    }

    private func mutate(_ action: Action) async {
        let userID = state.domainState.userID
        switch action {
        case .appear:
            apply(.loadStarted)
            apply(.rosterLoaded(await Result { @Sendable [worker] () async throws(FootballGatherError) in try await worker.players(of: userID) }))
        case .tapSelect:
            apply(.startSelection)
        case .tapCancel:
            apply(.cancelSelection)
        case .tapAddPlayer:
            apply(.navigate(.addPlayer(AddPlayerState(userID: userID))))
        case .tapConfirmPlayers:
            let selected = state.selectedPlayers
            guard LineUp.canConfirm(selectedCount: selected.count) else { return }
            apply(.navigate(.confirmPlayers(ConfirmPlayersState(players: selected, userID: userID))))
        case .tapHistory:
            apply(.navigate(.history(GatherHistoryState(userID: userID))))
        case .tapLogout:
            await worker.didLogOut()
        case .selectRow(let index):
            guard let player = state.domainState.roster.element(at: index) else { return }
            switch state.domainState.mode {
            case .list: apply(.navigate(.playerDetails(PlayerDetailsState(player: player, userID: userID))))
            case .selection: apply(.toggle(playerID: player.id))
            }
        case .deleteRow(let index):
            guard state.domainState.mode == .list, let player = state.domainState.roster.element(at: index) else { return }
            apply(.askDeletion(player))
        case .answerDeletion(confirmed: false):
            apply(.cancelDeletion)
        case .answerDeletion(confirmed: true):
            guard let player = state.domainState.pendingDeletion else { return }
            apply(.deletionStarted)
            let result = await Result { @Sendable [worker] () async throws(FootballGatherError) in try await worker.deletePlayer(id: player.id, for: userID) }
            apply(.deletionFinished(player, result))
        case .playerUpdated(let player):
            apply(.replacePlayer(player))
        case .gatherEnded:
            apply(.cancelSelection)
            apply(.navigate(.backToPlayers))
        }
    }

    private func apply(_ mutation: Mutation) {
        state = Self.reduce(state: state, mutation: mutation)
    }

    nonisolated static func reduce(state: PlayerListState, mutation: Mutation) -> PlayerListState {
        var state = state
        switch mutation {
        case .loadStarted:
            state.isLoading = true
        case .rosterLoaded(.success(let players)):
            state.isLoading = false
            state.showRoster(players)
        case .rosterLoaded(.failure(let error)):
            state.isLoading = false
            state.errorMessage = error.message
        case .startSelection where !state.domainState.roster.isEmpty:
            state.domainState.mode = .selection([])
        case .startSelection:
            break
        case .cancelSelection:
            state.domainState.mode = .list
        case .toggle(let playerID):
            guard case .selection(var ids) = state.domainState.mode else { break }
            if ids.remove(playerID) == nil { ids.insert(playerID) }
            state.domainState.mode = .selection(ids)
        case .askDeletion(let player):
            state.domainState.pendingDeletion = player
        case .cancelDeletion:
            state.domainState.pendingDeletion = nil
        case .deletionStarted:
            state.domainState.pendingDeletion = nil
            state.isLoading = true
        case .deletionFinished(let player, .success):
            state.isLoading = false
            state.showRoster(state.domainState.roster.filter { $0.id != player.id })
        case .deletionFinished(_, .failure(let error)):
            state.isLoading = false
            state.errorMessage = error.message
        case .replacePlayer(let player):
            guard let index = state.domainState.roster.firstIndex(where: { $0.id == player.id }) else { break }
            state.domainState.roster[index] = player
        case .navigate(let route):
            state.route = route
        }
        return state
    }
}

extension PlayerListReactor: AddPlayerDelegate {
    /// Nothing to do: Add player closes itself, and Players reloads as it reappears.
    func addPlayerDidAdd(_ player: Player) async {}
}

extension PlayerListReactor: PlayerDetailsDelegate {
    func playerDetailsDidUpdatePlayer(_ player: Player) async {
        await send(.playerUpdated(player)).value
    }
}

extension PlayerListReactor: ConfirmPlayersDelegate {
    func confirmPlayersDidEndGather() async {
        await send(.gatherEnded).value
    }
}

private extension PlayerListState {
    /// Shows `players` as the roster; a selection keeps only players still in it.
    mutating func showRoster(_ players: [Player]) {
        domainState.roster = players
        hasLoadedRoster = true
        if case .selection(let ids) = domainState.mode {
            domainState.mode = .selection(ids.intersection(players.map(\.id)))
        }
    }
}
