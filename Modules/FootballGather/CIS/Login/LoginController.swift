/// What the user does on Login.
enum LoginAction: Sendable, Equatable {
    case appear
    case editUsername(String)
    case editPassword(String)
    case toggleRememberMe(Bool)
    case logIn
    case register
}

protocol LoginControllerable: AnyObject, Sendable {
    @discardableResult func execute(_ action: LoginAction) -> Task<Void, Never>
}

/// Turns each Login action into one task: typing goes straight to the Store, signing in
/// and restoring the settings are use cases of the Interactor. Holds no state.
final class LoginController: LoginControllerable {
    private let interactor: any LoginInteractable
    private weak let store: (any LoginMutatable)?

    init(interactor: any LoginInteractable, store: any LoginMutatable) {
        self.interactor = interactor
        self.store = store
    }

    @discardableResult
    func execute(_ action: LoginAction) -> Task<Void, Never> {
        Task { await self.run(action) }
    }

    private func run(_ action: LoginAction) async {
        switch action {
        case .appear:
            await interactor.execute(.loadSettings(.init()))
        case .editUsername(let text):
            await store?.execute(.setUsername(text))
        case .editPassword(let text):
            await store?.execute(.setPassword(text))
        case .toggleRememberMe(let isOn):
            await store?.execute(.setRememberMe(isOn))
        case .logIn:
            await interactor.execute(.signIn(.init(kind: .login)))
        case .register:
            await interactor.execute(.signIn(.init(kind: .register)))
        }
    }
}
