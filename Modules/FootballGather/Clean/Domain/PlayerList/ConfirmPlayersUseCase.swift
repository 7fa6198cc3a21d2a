import FootballGatherModel

/// Taking the players picked on Players to Confirm players.
@MainActor
public protocol ConfirmPlayersUseCase {
    /// Opens Confirm players with the roster's players among `playerIDs` on the bench, in
    /// roster order; fewer than ``FootballGatherModel/LineUp/minimumSelectedPlayers`` opens nothing.
    func confirm(_ playerIDs: Set<Int64>)
}

public struct DefaultConfirmPlayersUseCase: ConfirmPlayersUseCase {
    private let appState: AppState

    public init(appState: AppState) {
        self.appState = appState
    }

    public func confirm(_ playerIDs: Set<Int64>) {
        let picked = appState.playerList.roster.filter { playerIDs.contains($0.id) }
        guard LineUp.canConfirm(selectedCount: picked.count) else { return }
        appState.confirmPlayers = AppState.ConfirmPlayers(players: picked)
        appState.routing.push(.confirmPlayers)
    }
}
