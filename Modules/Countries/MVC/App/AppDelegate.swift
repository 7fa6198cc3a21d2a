import CountriesModel
import Foundation
import TerminalUI

/// The running app, as `UIApplicationDelegate` (or a scene delegate) is on iOS: it sets the
/// root view controller on the window's navigation stack and handles the URLs the app is
/// opened with.
///
/// A link is followed the way a UIKit app does it in `application(_:open:options:)`: look
/// the country up, then set the stack to the list with the details on top.
@MainActor
final class AppDelegate: Application {
    let navigationController = NavigationController()
    private let repositories: CountriesRepositories

    init(repositories: CountriesRepositories) {
        self.repositories = repositories
    }

    func start() {
        navigationController.setViewControllers([CountryListViewController(repositories: repositories)])
    }

    /// Every link is this app's to handle, so one it cannot follow is answered with an
    /// error alert rather than refused.
    func open(_ url: URL) -> Bool {
        do {
            let link = try CountriesDeepLink(url: url)
            navigationController.activity.perform { [weak self] in await self?.show(link) }
        } catch {
            showLinkError(error.message)
        }
        return true
    }

    /// Looks the country up first, so an unknown code leaves the stack as it was; then
    /// shows the list (the one on screen, its search and region kept) with the details on
    /// top, whatever was pushed before.
    private func show(_ link: CountriesDeepLink) async {
        switch link {
        case .country(let code):
            do throws(CountriesError) {
                let details = try await repositories.countries.details(of: code)
                let list = navigationController.viewControllers.first ?? CountryListViewController(repositories: repositories)
                let detailsController = CountryDetailsViewController(
                    country: details.country.summary,
                    details: .loaded(details),
                    repositories: repositories
                )
                navigationController.setViewControllers([list, detailsController])
            } catch {
                showLinkError(error.message)
            }
        }
    }

    /// A link's error belongs to no screen: it shows over whatever is on screen.
    private func showLinkError(_ message: String) {
        navigationController.presentAlert(.error(message))
    }
}
