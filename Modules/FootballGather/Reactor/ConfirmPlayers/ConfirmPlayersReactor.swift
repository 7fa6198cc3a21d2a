import AppSupport
import FootballGatherModel
import Observation

/// Sorts the selected players into teams and starts the gather once both teams have
/// someone, dated by the Worker's clock; then opens Gather (the route pulse) or fires the
/// error pulse. The gather's end goes on up to Players through the Worker.
@MainActor @Observable
final class ConfirmPlayersReactor {
    enum Action: Equatable, Sendable {
        case move(row: Int, section: LineUp.Section, destination: LineUp.Section)
        case tapStartGather
        /// The gather started here has ended.
        case gatherEnded
    }

    enum Mutation: Sendable {
        case move(playerID: Int64, destination: LineUp.Section)
        case startRequested
        case startFinished(Result<Gather, FootballGatherError>)
    }

    private(set) var state: ConfirmPlayersState
    @ObservationIgnored private let worker: any ConfirmPlayersWorkerProtocol

    init(initialState: ConfirmPlayersState, worker: any ConfirmPlayersWorkerProtocol) {
        state = initialState
        self.worker = worker
    }

    @discardableResult
    func send(_ action: Action) -> Task<Void, Never> {
        Task { await mutate(action) }
    }

    private func mutate(_ action: Action) async {
        switch action {
        case .move(let row, let section, let destination):
            guard let player = state.domainState.lineUp.players(in: section).element(at: row) else { return }
            apply(.move(playerID: player.id, destination: destination))
        case .tapStartGather:
            let domainState = state.domainState
            guard domainState.lineUp.canStartGather, !domainState.isStarting else { return }
            apply(.startRequested)
            let result = await Result { @Sendable [worker] () async throws(FootballGatherError) in
                try await worker.startGather(players: domainState.lineUp.gatherPlayers, for: domainState.userID, at: worker.currentDate())
            }
            apply(.startFinished(result))
        case .gatherEnded:
            await worker.didEndGather()
        }
    }

    private func apply(_ mutation: Mutation) {
        state = Self.reduce(state: state, mutation: mutation)
    }

    nonisolated static func reduce(state: ConfirmPlayersState, mutation: Mutation) -> ConfirmPlayersState {
        var state = state
        switch mutation {
        case .move(let playerID, let destination):
            state.domainState.lineUp.move(player: playerID, to: destination)
        case .startRequested:
            state.domainState.isStarting = true
        case .startFinished(.success(let gather)):
            state.domainState.isStarting = false
            state.route = .gather(GatherState(gather: gather, userID: state.domainState.userID))
        case .startFinished(.failure(let error)):
            state.domainState.isStarting = false
            state.errorMessage = error.message
        }
        return state
    }
}

extension ConfirmPlayersReactor: GatherDelegate {
    func gatherDidEnd() async {
        await send(.gatherEnded).value
    }
}
