import CountriesModel

/// Adding a country to the favourites, or removing it.
@MainActor
public protocol ToggleFavouriteUseCase {
    /// Saves the opposite of the screen's mark; the mark changes only once saved, and a
    /// failure throws and changes nothing.
    func toggle(_ route: AppState.DetailsRoute) async throws(CountriesError)
}

public struct DefaultToggleFavouriteUseCase: ToggleFavouriteUseCase {
    private let appState: AppState
    private let favourites: any FavouriteCountriesRepository

    public init(appState: AppState, favourites: any FavouriteCountriesRepository) {
        self.appState = appState
        self.favourites = favourites
    }

    public func toggle(_ route: AppState.DetailsRoute) async throws(CountriesError) {
        guard let screen = appState.details[route.id] else { return }
        let wanted = !screen.isFavourite
        try await favourites.setFavourite(route.country.alpha3, wanted)
        appState.details[route.id]?.isFavourite = wanted
    }
}
