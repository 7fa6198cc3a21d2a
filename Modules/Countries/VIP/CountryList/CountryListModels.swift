import AppSupport
import CountriesModel
import CountriesUI
import Foundation

/// The Countries list scene's use cases: what the ViewController asks (`Request`), what the
/// Interactor answers (`Response`) and what the Presenter makes of it for the screen
/// (`ViewModel`). Its entities are the Model's (`CountrySummary`, `RegionFilter`).
enum CountryList {
    /// Loading the list for the search and region asked for: on every appearance and on
    /// "Retry". Searching, picking a region and cancelling re-present the list, so their
    /// answers are this Response and ViewModel too.
    enum FetchCountries {
        struct Request {}

        struct Response: Equatable {
            /// The matching countries in list order, as far as they have loaded.
            let countries: Loadable<[CountrySummary], CountriesError>
            /// The favourites' alpha-3 codes, read with the countries.
            let favourites: Set<String>
            /// The region picker's choices, as last loaded, and the one in use.
            let regionFilters: [RegionFilter]
            let regionFilter: RegionFilter
        }

        struct ViewModel: Equatable {
            /// The region picker's rows ("All", the regions, "No region") and the selected one.
            let regions: [String]
            let selectedRegion: Int?
            /// "🇩🇪 Germany ★" over "Population 83,240,525".
            let rows: [CountryListScreen.Row]
            /// Instead of the rows: "Not loaded.", a failure, or "No matches found".
            let message: String?
            let isLoading: Bool
            let loadingControl: LoadingControl?
        }
    }

    /// Typing in the search field: the list reloads for the new text.
    enum SearchCountries {
        struct Request {
            let text: String
        }
    }

    /// Picking a row of the region picker: the list reloads for that region.
    enum SelectRegion {
        struct Request {
            let index: Int
        }
    }

    /// "Cancel loading", or the screen leaving the stack: back to what showed before.
    enum CancelLoading {
        struct Request {}
    }

    /// Following `countries://country/<ALPHA3>`: the country is looked up before anything
    /// on screen moves; then the Router shows it over the list, or the error shows.
    enum OpenDeepLink {
        struct Request {
            let url: URL
        }

        struct Response: Equatable {
            /// Why the link leads nowhere; nil once its country is in the data store.
            let error: CountriesError?
        }

        struct ViewModel: Equatable {
            /// The error alert's message; nil to route to the country.
            let errorMessage: String?
        }
    }
}
