/// Sets a Player edit scene up, the job of `setup()` in Clean Swift's templates, done outside
/// the ViewController. Player details' Router fills its data store before it shows.
@MainActor
struct PlayerEditConfigurator {
    let assembly: SceneAssembly

    func makeScene() -> PlayerEditViewController {
        let presenter = PlayerEditPresenter()
        let interactor = PlayerEditInteractor(presenter: presenter, worker: PlayerEditWorker(players: assembly.repositories.players))
        let router = PlayerEditRouter(dataStore: interactor)
        let viewController = PlayerEditViewController(interactor: interactor, router: router)
        presenter.viewController = viewController
        router.viewController = viewController
        return viewController
    }
}
