import FootballGatherModel

/// Picking the players of a gather on Players, then confirming them.
@MainActor
public protocol SelectPlayersUseCase {
    /// Enters selection mode with nobody ticked (not with an empty roster).
    func begin()
    /// Ticks or unticks the player on the row at `index`.
    func toggle(playerAt index: Int)
    /// Back to list mode, forgetting the ticks.
    func cancel()
    /// Opens Confirm players with the ticked players on the bench (at least two).
    func confirm()
}

public struct DefaultSelectPlayersUseCase: SelectPlayersUseCase {
    private let appState: AppState

    public init(appState: AppState) {
        self.appState = appState
    }

    public func begin() {
        guard !appState.playerList.roster.isEmpty else { return }
        appState.playerList.selection = []
    }

    public func toggle(playerAt index: Int) {
        guard appState.playerList.selection != nil, let player = appState.playerList.player(at: index) else { return }
        if appState.playerList.selection?.remove(player.id) == nil {
            appState.playerList.selection?.insert(player.id)
        }
    }

    public func cancel() {
        appState.playerList.selection = nil
    }

    public func confirm() {
        guard appState.playerList.canConfirmSelection else { return }
        appState.confirmPlayers = AppState.ConfirmPlayers(players: appState.playerList.selectedPlayers)
        appState.routing.push(.confirmPlayers)
    }
}
