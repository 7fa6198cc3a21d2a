import FootballGatherModel

/// The Player details scene's use cases: what the ViewController asks (`Request`), what the
/// Interactor answers (`Response`) and what the Presenter makes of it (`ViewModel`).
enum PlayerDetails {
    /// Showing the player as last saved: on every appearance, and when an edit made from
    /// here is saved.
    enum FetchPlayer {
        struct Request {}

        struct Response: Equatable {
            let player: Player
        }

        struct ViewModel: Equatable {
            /// The player's name.
            let title: String
            /// Each field's value as shown, "-" when unset.
            let values: [PlayerField: String]
        }
    }
}
