@testable import CountriesCleanDI
@testable import CountriesCleanDomain
import CountriesCleanPresentation
import CountriesCore
import TerminalUI

/// The app wired by its own DI container over mocked repositories: use cases and views as
/// in production, data as the test sets it up. A view is shown on a stack of its own, so
/// routing changes stay in the AppState for the test to read.
@MainActor
struct MockedApp {
    let repositories = MockedCountriesRepositories()
    let container: AppContainer
    let navigation = NavigationController()

    init() {
        container = AppContainer(appState: AppState(), catalog: repositories, favourites: repositories)
    }

    var appState: AppState { container.appState }
    var screen: Screen { navigation.currentScreen }

    /// Shows the view of `route` as it would appear, and waits until it has settled.
    @discardableResult
    func show(_ route: RootView.Route) async -> ViewController {
        let view = container.makeView(for: route)
        navigation.setViewControllers([view])
        await settle()
        return view
    }

    /// Opens the details of `country` as routing would, and shows them.
    @discardableResult
    func showDetails(of country: CountrySummary) async -> AppState.DetailsRoute {
        let route = AppState.DetailsRoute(country: country)
        appState.details[route.id] = AppState.Details()
        appState.routing.details.append(route)
        await show(.details(route))
        return route
    }

    func send(_ event: Event) async {
        navigation.send(event)
        await settle()
    }

    func settle() async {
        await navigation.activity.waitUntilIdle()
    }
}
