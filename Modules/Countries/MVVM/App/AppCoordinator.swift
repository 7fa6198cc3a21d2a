import AppSupport
import CountriesModel
import Foundation
import TerminalUI

/// The running app and its navigation: it owns the stack, creates every screen with its
/// view model, moves between screens when a view model asks, and routes deep links.
///
/// View models never see the stack; they call the closures given to them here.
@MainActor
final class AppCoordinator: Application {
    let navigationController = NavigationController()
    private let repositories: CountriesRepositories

    init(repositories: CountriesRepositories) {
        self.repositories = repositories
    }

    func start() {
        navigationController.setViewControllers([makeCountryList()])
    }

    /// Every link is this app's to handle, so a link it cannot follow is answered with an
    /// error alert rather than refused.
    func open(_ url: URL) -> Bool {
        do {
            let link = try CountriesDeepLink(url: url)
            navigationController.activity.perform { [weak self] in await self?.follow(link) }
        } catch {
            showLinkError(error.message)
        }
        return true
    }

    // MARK: Navigation

    private func showDetails(of country: CountrySummary) {
        navigationController.push(makeCountryDetails(of: country))
    }

    /// Looks the country up first, so an unknown code leaves the stack as it was; then
    /// shows the list with the country's details on top, whatever was on screen.
    private func follow(_ link: CountriesDeepLink) async {
        switch link {
        case .country(let code):
            do throws(CountriesError) {
                let details = try await repositories.countries.details(of: code)
                let list = navigationController.viewControllers.first ?? makeCountryList()
                let detailsView = makeCountryDetails(of: details.country.summary, details: .loaded(details))
                navigationController.setViewControllers([list, detailsView])
            } catch {
                showLinkError(error.message)
            }
        }
    }

    /// A link's error belongs to no screen: it shows over whatever is on screen.
    private func showLinkError(_ message: String) {
        navigationController.presentAlert(.error(message))
    }

    // MARK: Screens

    private func makeCountryList() -> CountryListView {
        let viewModel = CountryListViewModel(repositories: repositories) { [weak self] country in
            self?.showDetails(of: country)
        }
        return CountryListView(viewModel: viewModel)
    }

    private func makeCountryDetails(
        of country: CountrySummary,
        details: Loadable<CountryDetails, CountriesError> = .notRequested
    ) -> CountryDetailsView {
        let viewModel = CountryDetailsViewModel(country: country, details: details, repositories: repositories) { [weak self] neighbour in
            self?.showDetails(of: neighbour)
        }
        return CountryDetailsView(viewModel: viewModel)
    }
}
