import FootballGatherModel
import FootballGatherUI
import ReactorSupport

/// Everything the History scene knows: the rows of the ended gathers once loaded.
struct GatherHistoryState: Equatable, Sendable {
    var domainState: DomainState
    /// The ended gathers as rows, newest first; nil until the history has loaded once.
    var rows: [GatherHistoryScreen.Row]?
    var isLoading = false
    /// The error alert to show once.
    @Pulse var errorMessage: String? = nil

    /// The history of `userID`, handed over by Players.
    init(userID: Int64) {
        domainState = DomainState(userID: userID)
    }

    struct DomainState: Equatable, Sendable {
        let userID: Int64
    }

    // MARK: View state

    /// Only once the history is known to be empty (loaded, and not reloading).
    var showsEmptyMessage: Bool { rows == [] && !isLoading }
}
