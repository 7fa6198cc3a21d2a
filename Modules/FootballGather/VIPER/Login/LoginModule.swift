import FootballGatherModel
import TerminalUI

/// Builds Login's layers on the user and settings repositories and links them.
@MainActor
final class LoginModule {
    private let view: LoginView
    private let presenter: LoginPresenter
    private let interactor: LoginInteractor

    init(router: any LoginRouterProtocol, users: any UserRepository, settings: any SettingsRepository) {
        interactor = LoginInteractor(users: users, settings: settings)
        presenter = LoginPresenter(interactor: interactor, router: router)
        view = LoginView(presenter: presenter)
    }
}

extension LoginModule: AppModule {
    /// View → Presenter is strong (the view's `presenter`); the way back is weak.
    func assemble() -> ViewController {
        presenter.view = view
        interactor.presenter = presenter
        return view
    }
}
