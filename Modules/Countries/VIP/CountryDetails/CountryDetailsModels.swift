import AppSupport
import CountriesModel
import CountriesUI

/// The Country details scene's use cases: what the ViewController asks (`Request`), what the
/// Interactor answers (`Response`) and what the Presenter makes of it for the screen
/// (`ViewModel`).
///
/// The scene's name is also the Model's entity's: inside this module `CountryDetails` is this
/// namespace, and the entity is written `CountriesModel.CountryDetails`.
enum CountryDetails {
    /// Loading the country's details and whether it is a favourite: on every appearance and
    /// on "Retry". Cancelling and a saved favourite mark re-present the details, so their
    /// answers are this Response and ViewModel too.
    enum FetchDetails {
        struct Request {}

        struct Response: Equatable {
            /// The country shown, known from the start (its name is the title).
            let country: CountrySummary
            let details: Loadable<CountriesModel.CountryDetails, CountriesError>
            /// As last loaded or saved.
            let isFavourite: Bool
        }

        struct ViewModel: Equatable {
            let title: String
            /// The details with the favourite button, while there are any to show.
            let content: CountryDetailsScreen.Content?
            /// Instead of the details: "Not loaded." or a failure.
            let message: String?
            let isLoading: Bool
            let loadingControl: LoadingControl?
        }
    }

    /// "Cancel loading", or the screen leaving the stack: back to what showed before.
    enum CancelLoading {
        struct Request {}
    }

    /// "Add to favourites" / "Remove from favourites": the opposite mark is saved. A saved
    /// mark re-presents the details; only a failure to save answers with its own Response.
    enum ToggleFavourite {
        struct Request {}

        struct Response: Equatable {
            let error: CountriesError
        }

        struct ViewModel: Equatable {
            let errorMessage: String
        }
    }
}
