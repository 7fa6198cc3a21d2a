import FootballGatherModel

/// Removing a player from the roster (once the user has confirmed it).
@MainActor
public protocol DeletePlayerUseCase {
    /// Deletes the player with `playerID`; on failure they stay in the roster.
    func delete(playerID: Int64) async throws(FootballGatherError)
}

public struct DefaultDeletePlayerUseCase: DeletePlayerUseCase {
    private let appState: AppState
    private let roster: any RosterRepository

    public init(appState: AppState, roster: any RosterRepository) {
        self.appState = appState
        self.roster = roster
    }

    public func delete(playerID: Int64) async throws(FootballGatherError) {
        guard let userID = appState.session?.id else { return }
        appState.playerList.isLoading = true
        defer { appState.playerList.isLoading = false }
        try await roster.remove(playerID: playerID, for: userID)
        appState.playerList.remove(playerID: playerID)
    }
}
