import AppSupport
import CountriesModel

/// Showing one country's details: loading them (with its favourite mark), cancelling a
/// load, and letting go of a screen that left the stack.
///
/// As with ``SearchCountriesUseCase``, the caller owns the load's lifetime: a cancelled
/// load writes nothing.
@MainActor
public protocol LoadCountryDetailsUseCase {
    /// Loads the details, then the favourites, in that order; either failing fails the screen.
    func load(_ route: AppState.DetailsRoute) async
    /// A load was cancelled: back to the details shown before it ("Not loaded." if none).
    func cancelLoading(_ route: AppState.DetailsRoute)
    /// The screen left the stack: its state goes too.
    func close(_ route: AppState.DetailsRoute)
}

public struct DefaultLoadCountryDetailsUseCase: LoadCountryDetailsUseCase {
    private let appState: AppState
    private let catalog: any CountryCatalogRepository
    private let favourites: any FavouriteCountriesRepository

    public init(appState: AppState, catalog: any CountryCatalogRepository, favourites: any FavouriteCountriesRepository) {
        self.appState = appState
        self.catalog = catalog
        self.favourites = favourites
    }

    public func load(_ route: AppState.DetailsRoute) async {
        guard let shown = appState.details[route.id]?.details else { return }
        appState.details[route.id]?.details = shown.loading()
        let code = route.country.alpha3
        do throws(CountriesError) {
            let details = try await catalog.details(of: code)
            let marked = try await favourites.favourites()
            guard !Task.isCancelled else { return }
            appState.details[route.id]?.isFavourite = marked.contains(code)
            appState.details[route.id]?.details = .loaded(details)
        } catch {
            guard !Task.isCancelled else { return }
            appState.details[route.id]?.details = .failed(error)
        }
    }

    public func cancelLoading(_ route: AppState.DetailsRoute) {
        guard let shown = appState.details[route.id]?.details else { return }
        appState.details[route.id]?.details = shown.cancelled()
    }

    public func close(_ route: AppState.DetailsRoute) {
        appState.details[route.id] = nil
    }
}
