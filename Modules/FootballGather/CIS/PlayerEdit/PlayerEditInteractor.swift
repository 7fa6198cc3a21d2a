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

/// Applies the field's rules (the Model's `PlayerField`): which option a row selects, and the
/// validated change of this one field, saved through the Worker on the player as stored
/// (so an edit that landed since this editor opened stays), which then hands the saved
/// player to the delegate and closes this editor (or shows the error). Invalid input never
/// reaches the repository.
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
            guard (0..<Self.optionCount(of: domainState.field)).contains(request.index) else { return }
            let ticked = domainState.selectedOptionIndex == request.index ? nil : request.index
            await store.execute(.mutateSelectOption(.init(selectedIndex: ticked)))

        case .save:
            guard let domainState = await startSaving() else { return }
            // Held from "Done" on: a confirmed save reaches Player details (and Players
            // through it) even once the user has left them and they were released.
            let delegate = await worker.delegate
            let result = await Result { () async throws(FootballGatherError) -> Player in
                let change = try domainState.field.change(text: domainState.text, optionAt: domainState.selectedOptionIndex)
                return try await worker.updatePlayer(id: domainState.player.id, setting: change, for: domainState.userID)
            }
            await store.execute(.mutateSave(.init(result: result)))
            switch result {
            case .success(let player):
                await delegate?.playerEditDidSave(player)
                await worker.closeEditor()
            case .failure(let error): await worker.showError(error.message)
            }
        }
    }

    /// How many values a list field picks from (none for a text field).
    private static func optionCount(of field: PlayerField) -> Int {
        switch field {
        case .preferredPosition: PlayerPosition.allCases.count
        case .skill: PlayerSkill.allCases.count
        case .name, .age, .favouriteTeam: 0
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
