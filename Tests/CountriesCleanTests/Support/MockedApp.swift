@testable import CountriesCleanDI
@testable import CountriesCleanDomain
import CountriesCleanPresentation
import CountriesModel
import TerminalUI
import TestSupport

/// The app wired by its own DI container over mocked repositories: use cases and views as
/// in production, data as the test sets it up. A view is shown on a stage of its own, so
/// routing changes stay in the AppState for the test to read.
@MainActor
struct MockedApp {
    let repositories = CountriesRepositoriesMock()
    let container: AppContainer
    let stage = ScreenStage()

    init() {
        container = AppContainer(appState: AppState(), catalog: repositories, favourites: repositories)
    }

    var appState: AppState { container.appState }
    var screen: Screen { stage.screen }

    func showList() async {
        await stage.show(container.makeView(for: .countryList))
    }

    /// Opens the details of `country` through the use case a list row goes through, and
    /// shows the screen routing gives them.
    @discardableResult
    func showDetails(of country: CountrySummary) async -> AppState.DetailsRoute {
        container.showCountry.show(country)
        let route = appState.routing.details.last!
        await stage.show(container.makeView(for: .details(route)))
        return route
    }

    func send(_ event: Event) async {
        await stage.send(event)
    }
}
