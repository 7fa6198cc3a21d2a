/// Sets a Confirm players scene up, the job of `setup()` in Clean Swift's templates, done
/// outside the ViewController. Players' Router fills its data store before it shows.
@MainActor
struct ConfirmPlayersConfigurator {
    let assembly: SceneAssembly

    func makeScene() -> ConfirmPlayersViewController {
        let presenter = ConfirmPlayersPresenter()
        let worker = ConfirmPlayersWorker(gathers: assembly.repositories.gathers, now: assembly.environment.now)
        let interactor = ConfirmPlayersInteractor(presenter: presenter, worker: worker)
        let router = ConfirmPlayersRouter(dataStore: interactor, assembly: assembly)
        let viewController = ConfirmPlayersViewController(interactor: interactor, router: router)
        presenter.viewController = viewController
        router.viewController = viewController
        return viewController
    }
}
