import AppSupport
import FootballGatherModel

/// The Add player scene's use cases.
enum AddPlayerUseCase: Sendable {
    case save(AddPlayerModels.Save.Request)
}

protocol AddPlayerInteractable: Sendable {
    func execute(_ useCase: AddPlayerUseCase) async
}

/// Saves the typed name as a new player once it can be submitted, never twice at a time;
/// the Worker then hands it to the delegate and closes this screen (or shows the error).
final class AddPlayerInteractor: AddPlayerInteractable {
    private let store: any AddPlayerMutatable & HasAddPlayerDomainState
    private let worker: any AddPlayerWorkable

    init(store: any AddPlayerMutatable & HasAddPlayerDomainState, worker: any AddPlayerWorkable) {
        self.store = store
        self.worker = worker
    }

    func execute(_ useCase: AddPlayerUseCase) async {
        switch useCase {
        case .save:
            guard let domainState = await startSaving() else { return }
            let result = await Result { () async throws(FootballGatherError) in
                try await worker.addPlayer(domainState.draft, for: domainState.userID)
            }
            await store.execute(.mutateSave(.init(result: result)))
            switch result {
            case .success(let player):
                await worker.delegate?.addPlayerDidAdd(player)
                await worker.closeAddPlayer()
            case .failure(let error): await worker.showError(error.message)
            }
        }
    }

    /// Reads the draft and marks the save as running in one main-actor turn. Nil when the
    /// draft cannot be submitted or a save is already running.
    @MainActor
    private func startSaving() -> AddPlayerState.DomainState? {
        let domainState = store.domainState
        guard domainState.draft.canSubmit, !domainState.isSaving else { return nil }
        store.execute(.saveStarted)
        return domainState
    }
}
