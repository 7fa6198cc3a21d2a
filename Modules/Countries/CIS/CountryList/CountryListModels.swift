import AppSupport
import CountriesModel
import CountriesUI
import Foundation

/// The Countries list scene's models. Its entities are the Model's `CountrySummary`,
/// `RegionFilter`, `CountryDetails` (a deep link's target) and the listing below.
enum CountryListModels {
    // MARK: - Entities

    /// One answer to "which countries match?": the rows, their favourite marks and the
    /// region picker's rows, all from the same moment.
    struct Listing: Equatable, Sendable {
        let regionFilters: [RegionFilter]
        let countries: [CountrySummary]
        let favourites: Set<String>
    }

    // MARK: - ViewModels

    /// What the Countries list shows.
    struct ViewModel: Equatable, Sendable {
        let search: String
        /// The region picker's rows: "All", the regions, "No region".
        let regions: [String]
        let selectedRegion: Int?
        /// `"🇩🇪 Germany ★"` with `"Population 83,240,525"`.
        let rows: [CountryListScreen.Row]
        /// Instead of the rows: "No matches found", "Not loaded." or a failure.
        let message: String?
        let isLoading: Bool
        let loadingControl: LoadingControl?
    }

    // MARK: - UseCases

    /// Loading the list for the current search and region (a newer load cancels it).
    enum Load {
        struct Request: Sendable {}

        struct Response: Sendable {
            let result: Result<Listing, CountriesError>
        }
    }

    /// Picking a row of the region picker.
    enum SelectRegion {
        struct Request: Sendable {
            let index: Int
        }

        struct Response: Sendable {
            let filter: RegionFilter
        }
    }

    /// "Cancel loading", or the screen leaving: the load in flight stops, and the list
    /// goes back to what it showed before.
    enum CancelLoading {
        struct Request: Sendable {}
    }

    /// Selecting a row: the country's details open. Only the Worker acts on it.
    enum ShowCountry {
        struct Request: Sendable {
            let index: Int
        }
    }

    /// Following `countries://country/<ALPHA3>`: the country is looked up first, then its
    /// details open over the list (or the error shows). Only the Worker acts on it.
    enum OpenLink {
        struct Request: Sendable {
            let url: URL
        }
    }
}
