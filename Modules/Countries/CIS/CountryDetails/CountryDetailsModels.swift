import AppSupport
import CountriesModel

/// The Country details scene's models. Its entities are Core's `CountrySummary` (the
/// country shown) and `CountryDetails`, and the loaded pair below.
enum CountryDetailsModels {
    // MARK: - Entities

    /// The details with the country's favourite mark, fetched together.
    struct Loaded: Equatable, Sendable {
        let details: CountryDetails
        let isFavourite: Bool
    }

    // MARK: - ViewModels

    /// What the details screen shows.
    struct ViewModel: Equatable, Sendable {
        /// The title, from the start (before the details load).
        let name: String
        var details: Loadable<CountryDetails>
        var isFavourite = false
    }

    // MARK: - UseCases

    /// Loading the details and the favourite mark (a newer load cancels it).
    enum Load {
        struct Request: Sendable {}

        struct Response: Sendable {
            let result: Result<Loaded, any Error>
        }
    }

    /// "Add to favourites" / "Remove from favourites": the opposite mark is saved.
    enum ToggleFavourite {
        struct Request: Sendable {}

        struct Response: Sendable {
            /// The mark as saved, or the failure to save it.
            let result: Result<Bool, any Error>
        }
    }
}
