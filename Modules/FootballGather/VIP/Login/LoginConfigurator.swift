/// Sets the Login scene up, the job of `setup()` in Clean Swift's templates, done outside the
/// ViewController so it never holds its Presenter or Worker.
@MainActor
struct LoginConfigurator {
    let assembly: SceneAssembly

    func makeScene() -> LoginViewController {
        let presenter = LoginPresenter()
        let repositories = assembly.repositories
        let worker = LoginWorker(users: repositories.users, settings: repositories.settings)
        let interactor = LoginInteractor(presenter: presenter, worker: worker)
        let router = LoginRouter(dataStore: interactor, assembly: assembly)
        let viewController = LoginViewController(interactor: interactor, router: router)
        presenter.viewController = viewController
        router.viewController = viewController
        return viewController
    }
}
