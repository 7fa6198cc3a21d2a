/// What the user does on Player edit.
enum PlayerEditAction: Sendable, Equatable {
    case editText(String)
    case selectOption(Int)
    case tapDone
}

protocol PlayerEditControllerable: AnyObject, Sendable {
    @discardableResult func execute(_ action: PlayerEditAction) -> Task<Void, Never>
}

/// Turns each Player edit action into one task: typing goes to the Store, choosing an
/// option and saving are use cases.
final class PlayerEditController: PlayerEditControllerable {
    private let interactor: any PlayerEditInteractable
    private weak let store: (any PlayerEditMutatable)?

    init(interactor: any PlayerEditInteractable, store: any PlayerEditMutatable) {
        self.interactor = interactor
        self.store = store
    }

    @discardableResult
    func execute(_ action: PlayerEditAction) -> Task<Void, Never> {
        Task { await self.run(action) }
    }

    private func run(_ action: PlayerEditAction) async {
        switch action {
        case .editText(let text):
            await store?.execute(.setText(text))
        case .selectOption(let index):
            await interactor.execute(.selectOption(.init(index: index)))
        case .tapDone:
            await interactor.execute(.save(.init()))
        }
    }
}
