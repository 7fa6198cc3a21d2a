import FootballGatherModel
import FootballGatherUI
import ReactorSupport

/// Everything the Confirm players scene knows: the line-up (the model's `LineUp`) and the
/// three sections' rows.
struct ConfirmPlayersState: Equatable, Sendable {
    var domainState: DomainState
    /// The error alert to show once.
    @Pulse var errorMessage: String? = nil
    /// Where to go, once.
    @Pulse var route: Route? = nil

    /// The players selected on Players, all on the bench.
    init(players: [Player], userID: Int64) {
        domainState = DomainState(lineUp: LineUp(players: players), userID: userID)
    }

    struct DomainState: Equatable, Sendable {
        var lineUp: LineUp
        let userID: Int64
        var isStarting = false
    }

    enum Route: Equatable, Sendable {
        /// The gather has started: open it.
        case gather(GatherState)
    }

    // MARK: View state

    /// A section's rows: the name, and the position acronym or `"-"`.
    func rows(_ section: LineUp.Section) -> [ConfirmPlayersScreen.Row] {
        domainState.lineUp.players(in: section).map { player in
            ConfirmPlayersScreen.Row(playerID: player.id, name: player.name, detail: PlayerFormatter.positionAcronym(of: player))
        }
    }

    /// Once both teams have someone.
    var isStartEnabled: Bool { domainState.lineUp.canStartGather }
    var isLoading: Bool { domainState.isStarting }
}
