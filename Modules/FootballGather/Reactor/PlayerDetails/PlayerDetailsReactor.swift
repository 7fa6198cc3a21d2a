import FootballGatherModel
import Observation

/// Opens Player edit for a field with the player as this scene knows them, so an edit
/// always starts from the latest saved values, and takes the saved player back (the editor
/// that saved it closes itself) and passes it on to Players through the Worker.
@MainActor @Observable
final class PlayerDetailsReactor {
    enum Action: Equatable, Sendable {
        case selectField(PlayerField)
        /// Player edit saved `player`.
        case playerSaved(Player)
    }

    enum Mutation: Sendable {
        case showPlayer(Player)
        case navigate(PlayerDetailsState.Route)
    }

    private(set) var state: PlayerDetailsState
    @ObservationIgnored private let worker: any PlayerDetailsWorkerProtocol

    init(initialState: PlayerDetailsState, worker: any PlayerDetailsWorkerProtocol) {
        state = initialState
        self.worker = worker
    }

    @discardableResult
    func send(_ action: Action) -> Task<Void, Never> {
        Task { await mutate(action) }
    }

    private func mutate(_ action: Action) async {
        switch action {
        case .selectField(let field):
            let domainState = state.domainState
            apply(.navigate(.editField(PlayerEditState(field: field, player: domainState.player, userID: domainState.userID))))
        case .playerSaved(let player):
            apply(.showPlayer(player))
            await worker.didUpdate(player)
        }
    }

    private func apply(_ mutation: Mutation) {
        state = Self.reduce(state: state, mutation: mutation)
    }

    nonisolated static func reduce(state: PlayerDetailsState, mutation: Mutation) -> PlayerDetailsState {
        var state = state
        switch mutation {
        case .showPlayer(let player) where player.id == state.domainState.player.id:
            state.domainState.player = player
        case .showPlayer:
            break
        case .navigate(let route):
            state.route = route
        }
        return state
    }
}

extension PlayerDetailsReactor: PlayerEditDelegate {
    func playerEditDidSave(_ player: Player) async {
        await send(.playerSaved(player)).value
    }
}
