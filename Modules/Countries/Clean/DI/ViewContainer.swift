import CountriesCleanPresentation
import TerminalUI

/// The view of each route, given the AppState and the use cases it may start: what the
/// root view asks for whenever routing puts a new screen on the stack.
extension AppContainer {
    func makeView(for route: RootView.Route) -> ViewController {
        switch route {
        case .countryList:
            CountryListView(appState: appState, search: searchCountries, show: showCountry)
        case .details(let details):
            CountryDetailsView(route: details, appState: appState, useCases: CountryDetailsView.UseCases(
                details: loadCountryDetails,
                favourite: toggleFavourite,
                show: showCountry
            ))
        }
    }
}
