import CountriesModel

/// Sets the list scene up, the job of `setup()` in Clean Swift's templates, done outside the
/// ViewController so it never holds its Presenter: the one-way VIP cycle, with the weak
/// references pointing back to the ViewController.
@MainActor
struct CountryListConfigurator {
    let repositories: CountriesRepositories

    func makeScene() -> CountryListViewController {
        let presenter = CountryListPresenter()
        let interactor = CountryListInteractor(presenter: presenter, worker: CountryListWorker(repositories: repositories))
        let router = CountryListRouter(dataStore: interactor, detailsConfigurator: CountryDetailsConfigurator(repositories: repositories))
        let viewController = CountryListViewController(interactor: interactor, router: router)
        presenter.viewController = viewController
        router.viewController = viewController
        return viewController
    }
}
