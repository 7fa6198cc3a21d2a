/// Sets the list scene up, the job of `setup()` in Clean Swift's templates, done outside the
/// ViewController so it never holds its Presenter or Worker: the one-way VIP cycle, with the
/// weak references pointing back to the ViewController.
@MainActor
struct CountryListConfigurator {
    let assembly: SceneAssembly

    func makeScene() -> CountryListViewController {
        let presenter = CountryListPresenter()
        let interactor = CountryListInteractor(presenter: presenter, worker: CountryListWorker(repositories: assembly.repositories))
        let router = CountryListRouter(dataStore: interactor, assembly: assembly)
        let viewController = CountryListViewController(interactor: interactor, router: router)
        presenter.viewController = viewController
        router.viewController = viewController
        return viewController
    }
}
