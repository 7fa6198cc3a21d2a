/// Sets the History scene up, the job of `setup()` in Clean Swift's templates, done outside
/// the ViewController. Players' Router fills its data store before it shows.
@MainActor
struct GatherHistoryConfigurator {
    let assembly: SceneAssembly

    func makeScene() -> GatherHistoryViewController {
        let presenter = GatherHistoryPresenter(timeZone: assembly.environment.timeZone)
        let worker = GatherHistoryWorker(gathers: assembly.repositories.gathers)
        let interactor = GatherHistoryInteractor(presenter: presenter, worker: worker)
        let router = GatherHistoryRouter(dataStore: interactor)
        let viewController = GatherHistoryViewController(interactor: interactor, router: router)
        presenter.viewController = viewController
        router.viewController = viewController
        return viewController
    }
}
