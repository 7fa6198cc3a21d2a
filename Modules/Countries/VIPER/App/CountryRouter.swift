import AppSupport
import CountriesModel
import TerminalUI

/// What both Routers share: the stack they move (weakly; the app owns it), the factory that
/// makes the next module, and the one way a country's details open from a row or a neighbour.
@MainActor
class CountryRouter {
    private(set) weak var navigationController: NavigationController?
    let moduleFactory: any ModuleFactoryProtocol

    init(navigationController: NavigationController, moduleFactory: any ModuleFactoryProtocol) {
        self.navigationController = navigationController
        self.moduleFactory = moduleFactory
    }

    /// Pushes `country`'s details, which load as they appear.
    func pushDetails(of country: CountrySummary) {
        guard let navigationController else { return }
        let module = moduleFactory.makeCountryDetails(using: navigationController, country: country, details: .notRequested)
        navigationController.push(module.assemble())
    }
}
