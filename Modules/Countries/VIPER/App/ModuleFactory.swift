import AppSupport
import CountriesCore
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
        country: CountrySummary,
        details: Loadable<CountryDetails>,
        delegate: any CountryDetailsDelegate
    ) -> CountryDetailsModule {
        CountryDetailsModule(country: country, details: details, repositories: repositories, delegate: delegate)
    }
}
