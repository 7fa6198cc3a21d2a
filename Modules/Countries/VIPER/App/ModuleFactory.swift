import AppSupport
import CountriesModel
import TerminalUI

/// Creates the app's two modules on the shared repositories.
@MainActor
struct ModuleFactory: ModuleFactoryProtocol {
    let repositories: CountriesRepositories

    func makeCountryList(using navigationController: NavigationController) -> CountryListModule {
        let router = CountryListRouter(navigationController: navigationController, moduleFactory: self)
        return CountryListModule(router: router, repositories: repositories)
    }

    func makeCountryDetails(
        using navigationController: NavigationController,
        country: CountrySummary,
        details: Loadable<CountryDetails, CountriesError>
    ) -> CountryDetailsModule {
        let router = CountryDetailsRouter(navigationController: navigationController, moduleFactory: self)
        return CountryDetailsModule(router: router, country: country, details: details, repositories: repositories)
    }
}
