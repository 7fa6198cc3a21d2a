/// Sets the Players scene up, the job of `setup()` in Clean Swift's templates, done outside
/// the ViewController so it never holds its Presenter or Worker. Login's Router fills its
/// data store with the user before it shows.
@MainActor
struct PlayerListConfigurator {
    let assembly: SceneAssembly

    func makeScene() -> PlayerListViewController {
        let presenter = PlayerListPresenter()
        let interactor = PlayerListInteractor(presenter: presenter, worker: PlayerListWorker(players: assembly.repositories.players))
        let router = PlayerListRouter(dataStore: interactor, assembly: assembly)
        let viewController = PlayerListViewController(interactor: interactor, router: router)
        presenter.viewController = viewController
        router.viewController = viewController
        return viewController
    }
}
