import FootballGatherModel
import ReactorSupport

/// Everything the Add player scene knows: the draft, and whether "Done" applies.
struct AddPlayerState: Equatable, Sendable {
    var domainState: DomainState
    /// The error alert to show once.
    @Pulse var errorMessage: String? = nil
    /// Where to go, once.
    @Pulse var route: Route? = nil

    /// A blank player for `userID`, handed over by Players.
    init(userID: Int64) {
        domainState = DomainState(userID: userID)
    }

    enum Route: Equatable, Sendable {
        /// The player is added and handed back: this screen closes (itself, so an add never
        /// closes another Add player opened meanwhile).
        case close
    }

    struct DomainState: Equatable, Sendable {
        let userID: Int64
        var draft = PlayerDraft(name: "")
        var isSaving = false
    }

    // MARK: View state

    var name: String { domainState.draft.name }
    /// "Done" applies once the trimmed name is not empty (the model's `PlayerDraft.canSubmit`).
    var isDoneEnabled: Bool { domainState.draft.canSubmit }
    var isLoading: Bool { domainState.isSaving }
}
