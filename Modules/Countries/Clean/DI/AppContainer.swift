import CountriesCleanData
import CountriesCleanDomain
import CountriesCleanPresentation
import CountriesModel

/// The one place that wires everything, and the only one that sees every layer: the Data
/// adapters behind the Domain's repository protocols, the one ``AppState``, the use cases
/// (``UseCaseContainer``) and the view of each route (``ViewContainer``).
///
/// Use cases are stateless values, so the container makes a fresh one wherever one is
/// needed; the only shared object is the AppState they all write into.
@MainActor
struct AppContainer {
    let appState: AppState
    let catalog: any CountryCatalogRepository
    let favourites: any FavouriteCountriesRepository

    /// Everything over the Model's repositories (SQLite, possibly behind fault injection).
    init(repositories: CountriesRepositories) {
        self.init(
            appState: AppState(),
            catalog: RealCountryCatalogRepository(countries: repositories.countries),
            favourites: RealFavouriteCountriesRepository(store: repositories.favourites)
        )
    }

    /// Everything over any implementation of the Domain's repositories (tests pass mocks).
    init(appState: AppState, catalog: any CountryCatalogRepository, favourites: any FavouriteCountriesRepository) {
        self.appState = appState
        self.catalog = catalog
        self.favourites = favourites
    }

    /// The running app: the root view over the AppState, following deep links with their
    /// use case and showing routes with this container's views.
    func makeApplication() -> RootView {
        RootView(appState: appState, routing: routing, deepLinks: openDeepLink, view: makeView(for:))
    }
}
