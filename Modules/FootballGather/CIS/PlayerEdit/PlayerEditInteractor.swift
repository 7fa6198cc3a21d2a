import AppSupport
import FootballGatherModel

/// The Player edit scene's use cases.
enum PlayerEditUseCase: Sendable {
    case selectOption(PlayerEditModels.SelectOption.Request)
    case save(PlayerEditModels.Save.Request)
}

protocol PlayerEditInteractable: Sendable {
    func execute(_ useCase: PlayerEditUseCase) async
}

/// Applies the field's rules (Core's `PlayerField`): which option a row selects, and the
/// validated edit, saved through the Worker. Invalid input never reaches the repository.
final class PlayerEditInteractor: PlayerEditInteractable {
    private let store: any PlayerEditMutatable & HasPlayerEditDomainState
    private let worker: any PlayerEditWorkable

    init(store: any PlayerEditMutatable & HasPlayerEditDomainState, worker: any PlayerEditWorkable) {
        self.store = store
        self.worker = worker
    }

    func execute(_ useCase: PlayerEditUseCase) async {
        switch useCase {
        case .selectOption(let request):
            let domainState = await store.domainState
            guard domainState.field.options.indices.contains(request.index) else { return }
            let ticked = domainState.selectedOptionIndex == request.index ? nil : request.index
            await store.execute(.mutateSelectOption(.init(selectedIndex: ticked)))

        case .save:
            guard let domainState = await startSaving() else { return }
            let result = await Result { () async throws(FootballGatherError) -> Player in
                let field = domainState.field
                let edited = field.isTextual
                    ? try field.applying(text: domainState.text, to: domainState.player)
                    : field.applying(optionAt: domainState.selectedOptionIndex, to: domainState.player)
                return try await worker.updatePlayer(edited, for: domainState.userID)
            }
            await store.execute(.mutateSave(.init(result: result)))
        }
    }

    /// Reads the domain state and marks the save as running in one main-actor turn, so
    /// a second "Done" cannot slip in between. Nil while a save is already running.
    @MainActor
    private func startSaving() -> PlayerEditState.DomainState? {
        let domainState = store.domainState
        guard !domainState.isSaving else { return nil }
        store.execute(.saveStarted)
        return domainState
    }
}
