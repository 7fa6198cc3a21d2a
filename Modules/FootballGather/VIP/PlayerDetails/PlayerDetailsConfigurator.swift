/// Sets a Player details scene up, the job of `setup()` in Clean Swift's templates, done
/// outside the ViewController. Players' Router fills its data store before it shows.
@MainActor
struct PlayerDetailsConfigurator {
    let assembly: SceneAssembly

    func makeScene() -> PlayerDetailsViewController {
        let presenter = PlayerDetailsPresenter()
        let interactor = PlayerDetailsInteractor(presenter: presenter, worker: PlayerDetailsWorker())
        let router = PlayerDetailsRouter(dataStore: interactor, assembly: assembly)
        let viewController = PlayerDetailsViewController(interactor: interactor, router: router)
        presenter.viewController = viewController
        router.viewController = viewController
        return viewController
    }
}
