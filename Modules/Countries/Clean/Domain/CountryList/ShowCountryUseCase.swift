import CountriesModel

/// Opening a country's details, from the list or from a neighbour: as deep as the user goes.
@MainActor
public protocol ShowCountryUseCase {
    /// Opens the country on row `index` of the list shown.
    func showCountry(at index: Int)
    /// Opens the neighbour on row `index` of the neighbours `route`'s screen shows.
    func showNeighbour(at index: Int, of route: AppState.DetailsRoute)
}

public struct DefaultShowCountryUseCase: ShowCountryUseCase {
    private let appState: AppState

    public init(appState: AppState) {
        self.appState = appState
    }

    public func showCountry(at index: Int) {
        guard let shown = appState.countryList.countries.value, shown.indices.contains(index) else { return }
        show(shown[index])
    }

    public func showNeighbour(at index: Int, of route: AppState.DetailsRoute) {
        guard let neighbours = appState.details[route.id]?.details.value?.neighbours,
              neighbours.indices.contains(index) else { return }
        show(neighbours[index])
    }

    /// A new screen with nothing loaded yet: it loads as it appears.
    private func show(_ country: CountrySummary) {
        let route = AppState.DetailsRoute(country: country)
        appState.details[route.id] = AppState.Details()
        appState.routing.details.append(route)
    }
}
