/// Sets the Add player scene up, the job of `setup()` in Clean Swift's templates, done
/// outside the ViewController. Players' Router fills its data store before it shows.
@MainActor
struct AddPlayerConfigurator {
    let assembly: SceneAssembly

    func makeScene() -> AddPlayerViewController {
        let presenter = AddPlayerPresenter()
        let interactor = AddPlayerInteractor(presenter: presenter, worker: AddPlayerWorker(players: assembly.repositories.players))
        let router = AddPlayerRouter(dataStore: interactor)
        let viewController = AddPlayerViewController(interactor: interactor, router: router)
        presenter.viewController = viewController
        router.viewController = viewController
        return viewController
    }
}
