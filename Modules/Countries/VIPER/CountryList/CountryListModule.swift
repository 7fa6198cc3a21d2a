import CountriesModel
import TerminalUI

/// Builds the list's layers on the repositories and links them.
@MainActor
final class CountryListModule {
    private let view: CountryListView
    private let presenter: CountryListPresenter
    private let interactor: CountryListInteractor
    private let router: CountryListRouter

    init(router: CountryListRouter, repositories: CountriesRepositories) {
        self.router = router
        interactor = CountryListInteractor(repositories: repositories)
        presenter = CountryListPresenter(interactor: interactor, router: router)
        view = CountryListView(presenter: presenter)
    }

    /// Where the app hands deep links: the list's presenter.
    var deepLinkHandler: any CountryListDeepLinkHandling { presenter }
}

extension CountryListModule: AppModule {
    func assemble() -> ViewController {
        presenter.view = view
        interactor.presenter = presenter
        router.viewController = view
        return view
    }
}
