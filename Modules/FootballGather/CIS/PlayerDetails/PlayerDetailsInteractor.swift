/// The Player details scene's use cases.
enum PlayerDetailsUseCase: Sendable {
    case editField(PlayerDetailsModels.EditField.Request)
}

protocol PlayerDetailsInteractable: Sendable {
    func execute(_ useCase: PlayerDetailsUseCase) async
}

/// Hands a field to its editor with the player as this scene knows them, so an edit
/// always starts from the latest saved values.
final class PlayerDetailsInteractor: PlayerDetailsInteractable {
    private let store: any PlayerDetailsMutatable & HasPlayerDetailsDomainState

    init(store: any PlayerDetailsMutatable & HasPlayerDetailsDomainState) {
        self.store = store
    }

    func execute(_ useCase: PlayerDetailsUseCase) async {
        switch useCase {
        case .editField(let request):
            let domainState = await store.domainState
            let response = PlayerDetailsModels.EditField.Response(
                field: request.field,
                player: domainState.player,
                userID: domainState.userID
            )
            await store.execute(.mutateEditField(response))
        }
    }
}
