import FootballGatherModel
import FootballGatherUI
import ReactorSupport

/// Everything the Players scene knows: the roster and its mode, and what the screen shows
/// of them (the title, the rows, what is enabled, the deletion question).
struct PlayerListState: Equatable, Sendable {
    var domainState: DomainState
    /// Whether the roster has loaded once: an empty roster is only claimed once known.
    var hasLoadedRoster = false
    var isLoading = false
    /// The error alert to show once.
    @Pulse var errorMessage: String? = nil
    /// Where to go, once.
    @Pulse var route: Route? = nil

    /// The roster of `userID`, handed over by Login.
    init(userID: Int64) {
        domainState = DomainState(userID: userID)
    }

    struct DomainState: Equatable, Sendable {
        let userID: Int64
        var roster: [Player] = []
        var mode = Mode.list
        /// The player waiting for the user to confirm their deletion.
        var pendingDeletion: Player?
    }

    /// What the rows are for.
    enum Mode: Equatable, Sendable {
        /// Rows open a player's details and can be deleted.
        case list
        /// Picking players for a gather: the ids ticked so far.
        case selection(Set<Int64>)
    }

    /// The scenes Players opens (with their initial state) and the ways back to it.
    enum Route: Equatable, Sendable {
        case playerDetails(PlayerDetailsState)
        case addPlayer(AddPlayerState)
        case confirmPlayers(ConfirmPlayersState)
        case history(GatherHistoryState)
        /// The gather flow is over: back to Players.
        case backToPlayers
    }

    // MARK: View state

    /// The ticked players, in roster order.
    var selectedPlayers: [Player] {
        guard case .selection(let ids) = domainState.mode else { return [] }
        return domainState.roster.filter { ids.contains($0.id) }
    }

    /// "Players", or "N selected" while picking.
    var title: String {
        guard case .selection(let ids) = domainState.mode else { return PlayerListScreen.Text.title }
        return "\(ids.count) selected"
    }

    /// The layout, with whether "Select" (a roster to pick from) or "Confirm players"
    /// (enough ticks) applies.
    var screenMode: PlayerListScreen.Mode {
        switch domainState.mode {
        case .list: .list(isSelectEnabled: !domainState.roster.isEmpty)
        case .selection: .selection(isConfirmEnabled: LineUp.canConfirm(selectedCount: selectedPlayers.count))
        }
    }

    var rows: [PlayerListScreen.Row] {
        let ticked = Set(selectedPlayers.map(\.id))
        return domainState.roster.map { player in
            PlayerListScreen.Row(playerID: player.id, name: player.name, detail: PlayerFormatter.rosterDetail(of: player), isChecked: ticked.contains(player.id))
        }
    }

    /// Only once the roster is known to be empty (loaded, and not reloading).
    var showsEmptyMessage: Bool {
        hasLoadedRoster && domainState.roster.isEmpty && !isLoading
    }

    /// The deletion question (errors are alerts the View presents).
    var alert: PlayerListScreen.Alert? {
        domainState.pendingDeletion == nil ? nil : .confirmDeletion
    }
}
