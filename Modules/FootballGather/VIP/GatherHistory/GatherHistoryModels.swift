import FootballGatherModel
import FootballGatherUI

/// The History scene's use cases: what the ViewController asks (`Request`), what the
/// Interactor answers (`Response`) and what the Presenter makes of it (`ViewModel`).
enum GatherHistory {
    /// Loading the ended gathers, newest first, as the screen first shows.
    enum FetchGathers {
        struct Request {}

        struct Response: Equatable {
            /// Nil until a load has answered.
            let gathers: [FootballGatherModel.Gather]?
            let isLoading: Bool
            /// Why the load failed.
            let error: FootballGatherError?
        }

        struct ViewModel: Equatable {
            let rows: [GatherHistoryScreen.Row]
            /// Only once the history is known to be empty.
            let showsEmptyMessage: Bool
            let isLoading: Bool
            /// The error alert's message, shown once as this view model is displayed.
            let errorMessage: String?
        }
    }
}
