import AppSupport
import CountriesModel
import CountriesUI

/// The Country details scene's models. Its entities are the Model's `CountrySummary` (the
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
        /// The country's name, from the start (before the details load).
        let title: String
        /// The details with the favourite button, while there are any to show.
        let content: CountryDetailsScreen.Content?
        /// Instead of the details: "Not loaded." or a failure.
        let message: String?
        let isLoading: Bool
        let loadingControl: LoadingControl?
    }

    // MARK: - UseCases

    /// Loading the details and the favourite mark (a newer load cancels it).
    enum Load {
        struct Request: Sendable {}

        struct Response: Sendable {
            let result: Result<Loaded, CountriesError>
        }
    }

    /// "Add to favourites" / "Remove from favourites": the opposite mark is saved.
    enum ToggleFavourite {
        struct Request: Sendable {}

        struct Response: Sendable {
            /// The mark as saved, or the failure to save it.
            let result: Result<Bool, CountriesError>
        }
    }

    /// "Cancel loading", or the screen leaving: the load in flight stops, and the screen
    /// goes back to what it showed before.
    enum CancelLoading {
        struct Request: Sendable {}
    }

    /// Selecting a neighbour's row: its details open. Only the Worker acts on it.
    enum ShowNeighbour {
        struct Request: Sendable {
            let index: Int
        }
    }
}
