import AppSupport
import CountriesCore
import TerminalUI

/// Where the list leads: a country's details, pushed from a row or a neighbour, or put on
/// top of the list by a deep link; and error alerts over whatever is on screen.
@MainActor
final class CountryListRouter {
    /// The list's own screen, kept at the root when a deep link rebuilds the stack.
    weak var viewController: ViewController?
    private weak var navigationController: NavigationController?
    private let moduleFactory: any ModuleFactoryProtocol

    init(navigationController: NavigationController, moduleFactory: any ModuleFactoryProtocol) {
        self.navigationController = navigationController
        self.moduleFactory = moduleFactory
    }
}

extension CountryListRouter: CountryListRouterProtocol {
    func showDetails(of country: CountrySummary, delegate: any CountryDetailsDelegate) {
        let module = moduleFactory.makeCountryDetails(country: country, details: .notRequested, delegate: delegate)
        navigationController?.push(module.assemble())
    }

    func showDeepLinkedDetails(_ details: CountryDetails, delegate: any CountryDetailsDelegate) {
        guard let viewController else { return }
        let module = moduleFactory.makeCountryDetails(country: details.country.summary, details: .loaded(details), delegate: delegate)
        navigationController?.setViewControllers([viewController, module.assemble()])
    }

    func showError(_ message: String) {
        navigationController?.presentAlert(.error(message))
    }
}
