import CountriesModel

/// Opening a country's details, from the list or from a neighbour: as deep as the user goes.
@MainActor
public protocol ShowCountryUseCase {
    /// Opens a new details screen of `country` on top of the stack.
    func show(_ country: CountrySummary)
}

public struct DefaultShowCountryUseCase: ShowCountryUseCase {
    private let appState: AppState

    public init(appState: AppState) {
        self.appState = appState
    }

    /// A new screen with nothing loaded yet: it loads as it appears.
    public func show(_ country: CountrySummary) {
        let route = AppState.DetailsRoute(country: country)
        appState.details[route.id] = AppState.Details()
        appState.routing.details.append(route)
    }
}
