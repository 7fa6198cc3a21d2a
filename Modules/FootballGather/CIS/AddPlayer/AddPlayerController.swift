/// What the user does on Add player.
enum AddPlayerAction: Sendable, Equatable {
    case editName(String)
    case tapDone
}

protocol AddPlayerControllerable: AnyObject, Sendable {
    @discardableResult func execute(_ action: AddPlayerAction) -> Task<Void, Never>
}

/// Turns each Add player action into one task: typing goes to the Store, "Done" is the
/// save use case.
final class AddPlayerController: AddPlayerControllerable {
    private let interactor: any AddPlayerInteractable
    private weak let store: (any AddPlayerMutatable)?

    init(interactor: any AddPlayerInteractable, store: any AddPlayerMutatable) {
        self.interactor = interactor
        self.store = store
    }

    @discardableResult
    func execute(_ action: AddPlayerAction) -> Task<Void, Never> {
        Task { await self.run(action) }
    }

    private func run(_ action: AddPlayerAction) async {
        switch action {
        case .editName(let name):
            await store?.execute(.setName(name))
        case .tapDone:
            await interactor.execute(.save(.init()))
        }
    }
}
