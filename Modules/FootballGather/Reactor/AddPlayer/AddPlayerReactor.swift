import AppSupport
import FootballGatherModel
import Observation

/// Saves the typed name as a new player once it can be submitted, never twice at a time,
/// and hands the player to the parent through the Worker; a failure fires the error pulse
/// and keeps the name.
@MainActor @Observable
final class AddPlayerReactor {
    enum Action: Equatable, Sendable {
        case editName(String)
        case tapDone
    }

    enum Mutation: Sendable {
        case setName(String)
        case saveStarted
        case saveFinished(Result<Player, FootballGatherError>)
        case close
    }

    private(set) var state: AddPlayerState
    @ObservationIgnored private let worker: any AddPlayerWorkerProtocol

    init(initialState: AddPlayerState, worker: any AddPlayerWorkerProtocol) {
        state = initialState
        self.worker = worker
    }

    @discardableResult
    func send(_ action: Action) -> Task<Void, Never> {
        Task { await mutate(action) }
    }

    private func mutate(_ action: Action) async {
        switch action {
        case .editName(let name):
            apply(.setName(name))
        case .tapDone:
            let domainState = state.domainState
            guard domainState.draft.canSubmit, !domainState.isSaving else { return }
            apply(.saveStarted)
            let result = await Result { @Sendable [worker] () async throws(FootballGatherError) in
                try await worker.addPlayer(domainState.draft, for: domainState.userID)
            }
            apply(.saveFinished(result))
            guard case .success(let player) = result else { return }
            await worker.didAdd(player)
            apply(.close)
        }
    }

    private func apply(_ mutation: Mutation) {
        state = Self.reduce(state: state, mutation: mutation)
    }

    nonisolated static func reduce(state: AddPlayerState, mutation: Mutation) -> AddPlayerState {
        var state = state
        switch mutation {
        case .setName(let name):
            state.domainState.draft.name = name
        case .saveStarted:
            state.domainState.isSaving = true
        case .saveFinished(let result):
            state.domainState.isSaving = false
            if case .failure(let error) = result { state.errorMessage = error.message }
        case .close:
            state.route = .close
        }
        return state
    }
}
