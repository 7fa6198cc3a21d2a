import AppSupport
import FootballGatherModel

/// The Player details scene's use cases.
enum PlayerDetailsUseCase: Sendable {
    case editField(PlayerDetailsModels.EditField.Request)
    case showSavedPlayer(PlayerDetailsModels.ShowSavedPlayer.Request)
}

protocol PlayerDetailsInteractable: Sendable {
    func execute(_ useCase: PlayerDetailsUseCase) async
}

/// Hands a field to its editor with the player as this scene knows them, so an edit
/// always starts from the latest saved values; takes the saved player back (the editor
/// that saved it closes itself) and passes it on to Players.
final class PlayerDetailsInteractor: PlayerDetailsInteractable {
    private let store: any PlayerDetailsMutatable & HasPlayerDetailsDomainState
    private let worker: any PlayerDetailsWorkable

    init(store: any PlayerDetailsMutatable & HasPlayerDetailsDomainState, worker: any PlayerDetailsWorkable) {
        self.store = store
        self.worker = worker
    }

    func execute(_ useCase: PlayerDetailsUseCase) async {
        switch useCase {
        case .editField(let request):
            let domainState = await store.domainState
            let initialState = PlayerEditState(field: request.field, player: domainState.player, userID: domainState.userID)
            await worker.showPlayerEdit(initialState)

        case .showSavedPlayer(let request):
            await store.execute(.mutateShowSavedPlayer(.init(player: request.player)))
            await worker.delegate?.playerDetailsDidUpdatePlayer(request.player)
        }
    }
}
