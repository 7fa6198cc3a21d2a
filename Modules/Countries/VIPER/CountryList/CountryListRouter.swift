import AppSupport
import CountriesModel
import TerminalUI

/// Where the list leads: a country's details, pushed from a row or put on top of the list
/// by a deep link (the one route for links); and a link's error, which belongs to no screen,
/// over whatever is on screen.
@MainActor
final class CountryListRouter: CountryRouter {
    /// The list's own screen, kept at the root when a deep link rebuilds the stack.
    weak var viewController: ViewController?
}

extension CountryListRouter: CountryListRouterProtocol {
    func showDetails(of country: CountrySummary) {
        pushDetails(of: country)
    }

    func showDeepLinkedDetails(_ details: CountryDetails) {
        guard let navigationController, let viewController else { return }
        let module = moduleFactory.makeCountryDetails(
            using: navigationController, country: details.country.summary, details: .loaded(details)
        )
        navigationController.setViewControllers([viewController, module.assemble()])
    }

    func showLinkError(_ message: String) {
        navigationController?.presentAlert(.error(message))
    }
}
