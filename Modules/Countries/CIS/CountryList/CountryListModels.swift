import AppSupport
import CountriesModel
import Foundation

/// The Countries list scene's models. Its entities are Core's `CountrySummary`,
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
        var search = ""
        var regions: [RegionFilter] = [.all]
        var selectedRegion = RegionFilter.all
        var countries: Loadable<[CountrySummary]> = .notRequested
        var favourites: Set<String> = []
    }

    // MARK: - UseCases

    /// Loading the list for the current search and region (a newer load cancels it).
    enum Load {
        struct Request: Sendable {}

        struct Response: Sendable {
            let result: Result<Listing, any Error>
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

    /// Following `countries://country/<ALPHA3>`: the country is looked up first.
    enum OpenLink {
        struct Request: Sendable {
            let url: URL
        }

        struct Response: Sendable {
            let result: Result<CountryDetails, any Error>
        }
    }
}
