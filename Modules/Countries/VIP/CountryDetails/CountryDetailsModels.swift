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
    /// on "Retry". The screen always shows all of its state, so the use cases that change it
    /// (cancelling, the favourite mark) answer with this Response and ViewModel too, their
    /// failure included.
    enum FetchDetails {
        struct Request {}

        struct Response: Equatable {
            /// The country shown, known from the start (its name is the title).
            let country: CountrySummary
            let details: Loadable<CountriesModel.CountryDetails, CountriesError>
            /// As last loaded or saved.
            let isFavourite: Bool
            /// A request that failed and left the screen as it was (a mark not saved); a
            /// failed load is `details`' own.
            let error: CountriesError?
        }

        struct ViewModel: Equatable {
            let title: String
            /// The details with the favourite button, while there are any to show.
            let content: CountryDetailsScreen.Content?
            /// Instead of the details: "Not loaded." or a failure.
            let message: String?
            let isLoading: Bool
            let loadingControl: LoadingControl?
            /// The error alert's message, shown once as this view model is displayed.
            let errorMessage: String?
        }
    }

    /// "Cancel loading", or the screen leaving the stack: back to what showed before.
    enum CancelLoading {
        struct Request {}
    }

    /// "Add to favourites" / "Remove from favourites": the opposite mark is saved, then the
    /// details are presented with it, or with the failure and the mark as it was.
    enum ToggleFavourite {
        struct Request {}
    }
}
