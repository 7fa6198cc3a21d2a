/// Sets a details scene up, the job of `setup()` in Clean Swift's templates, done outside the
/// ViewController so it never holds its Presenter or Worker. The Router that shows the scene
/// fills its data store first.
@MainActor
struct CountryDetailsConfigurator {
    let assembly: SceneAssembly

    func makeScene() -> CountryDetailsViewController {
        let presenter = CountryDetailsPresenter()
        let interactor = CountryDetailsInteractor(presenter: presenter, worker: CountryDetailsWorker(repositories: assembly.repositories))
        let router = CountryDetailsRouter(dataStore: interactor, assembly: assembly)
        let viewController = CountryDetailsViewController(interactor: interactor, router: router)
        presenter.viewController = viewController
        router.viewController = viewController
        return viewController
    }
}
