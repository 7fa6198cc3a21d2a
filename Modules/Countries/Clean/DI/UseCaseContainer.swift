import CountriesCleanDomain

/// The use cases, each its `Default…` implementation over the AppState and the repositories
/// it needs — and nothing more, so a use case's dependencies are visible here at a glance.
extension AppContainer {
    var searchCountries: any SearchCountriesUseCase {
        DefaultSearchCountriesUseCase(appState: appState, catalog: catalog, favourites: favourites)
    }

    var showCountry: any ShowCountryUseCase {
        DefaultShowCountryUseCase(appState: appState)
    }

    var loadCountryDetails: any LoadCountryDetailsUseCase {
        DefaultLoadCountryDetailsUseCase(appState: appState, catalog: catalog, favourites: favourites)
    }

    var toggleFavourite: any ToggleFavouriteUseCase {
        DefaultToggleFavouriteUseCase(appState: appState, favourites: favourites)
    }

    var routing: any RoutingUseCase {
        DefaultRoutingUseCase(appState: appState)
    }

    var openDeepLink: any OpenDeepLinkUseCase {
        DefaultOpenDeepLinkUseCase(appState: appState, catalog: catalog)
    }
}
