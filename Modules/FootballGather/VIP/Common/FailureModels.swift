import FootballGatherModel

/// A request's failure: the use case behind every screen's error alert. Each scene names it
/// in its Models (`PlayerList.Failure`); the Presenter words the error, the ViewController
/// shows the alert.
enum FailureModels {
    struct Response: Equatable {
        let error: FootballGatherError
    }

    struct ViewModel: Equatable {
        let message: String
    }
}
