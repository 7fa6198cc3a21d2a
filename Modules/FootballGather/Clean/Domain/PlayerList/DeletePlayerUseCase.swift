import FootballGatherModel

/// Removing a player from the roster, once the user has confirmed it.
@MainActor
public protocol DeletePlayerUseCase {
    /// Asks "Delete player" about the player on the row at `index` (list mode only).
    func request(playerAt index: Int)
    func cancel()
    /// Deletes the player asked about; on failure they stay in the list.
    func confirm() async
}

public struct DefaultDeletePlayerUseCase: DeletePlayerUseCase {
    private let appState: AppState
    private let roster: any RosterRepository

    public init(appState: AppState, roster: any RosterRepository) {
        self.appState = appState
        self.roster = roster
    }

    public func request(playerAt index: Int) {
        guard appState.playerList.selection == nil, let player = appState.playerList.player(at: index) else { return }
        appState.playerList.pendingDeletion = player
    }

    public func cancel() {
        appState.playerList.pendingDeletion = nil
    }

    public func confirm() async {
        guard let userID = appState.session?.id, let player = appState.playerList.pendingDeletion else { return }
        appState.playerList.pendingDeletion = nil
        appState.playerList.isLoading = true
        defer { appState.playerList.isLoading = false }
        do throws(FootballGatherError) {
            try await roster.remove(playerID: player.id, for: userID)
            appState.playerList.players?.removeAll { $0.id == player.id }
        } catch {
            appState.playerList.errorMessage = error.message
        }
    }
}
