import AppSupport
import FootballGatherModel
import Observation

/// Edits one field: keeps what is typed or ticked (ticking the ticked option clears it),
/// and on "Done" validates the edit with the model's `PlayerField` rules, saves that one
/// field through the Worker (on the player as stored, so an edit that landed since this
/// editor opened stays), hands the saved player to the parent and fires the close route. Invalid
/// input never reaches the repository; a failure fires the error pulse and keeps the input.
@MainActor @Observable
final class PlayerEditReactor {
    enum Action: Equatable, Sendable {
        case editText(String)
        case selectOption(Int)
        case tapDone
    }

    enum Mutation: Sendable {
        case setText(String)
        case selectOption(Int)
        case saveStarted
        case saveFinished(Result<Player, FootballGatherError>)
        case close
    }

    private(set) var state: PlayerEditState
    @ObservationIgnored private let worker: any PlayerEditWorkerProtocol

    init(initialState: PlayerEditState, worker: any PlayerEditWorkerProtocol) {
        state = initialState
        self.worker = worker
    }

    @discardableResult
    func send(_ action: Action) -> Task<Void, Never> {
        Task { await mutate(action) }
    }

    private func mutate(_ action: Action) async {
        switch action {
        case .editText(let text):
            apply(.setText(text))
        case .selectOption(let index):
            apply(.selectOption(index))
        case .tapDone:
            guard !state.domainState.isSaving else { return }
            let edit = state.domainState
            apply(.saveStarted)
            let result = await Result { @Sendable [worker] () async throws(FootballGatherError) -> Player in
                let change = try edit.field.change(text: edit.text, optionAt: edit.selectedOptionIndex)
                return try await worker.updatePlayer(id: edit.player.id, setting: change, for: edit.userID)
            }
            apply(.saveFinished(result))
            guard case .success(let player) = result else { return }
            await worker.didSave(player)
            apply(.close)
        }
    }

    private func apply(_ mutation: Mutation) {
        state = Self.reduce(state: state, mutation: mutation)
    }

    nonisolated static func reduce(state: PlayerEditState, mutation: Mutation) -> PlayerEditState {
        var state = state
        switch mutation {
        case .setText(let text):
            state.domainState.text = text
        case .selectOption(let index) where state.optionTitles.indices.contains(index):
            state.domainState.selectedOptionIndex = state.domainState.selectedOptionIndex == index ? nil : index
        case .selectOption:
            break
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
