import FootballGatherModel

/// Showing the signed-in user's roster, fresh each time Players appears.
@MainActor
public protocol LoadPlayersUseCase {
    /// On failure the roster loaded before stays.
    func load() async throws(FootballGatherError)
}

public struct DefaultLoadPlayersUseCase: LoadPlayersUseCase {
    private let appState: AppState
    private let roster: any RosterRepository

    public init(appState: AppState, roster: any RosterRepository) {
        self.appState = appState
        self.roster = roster
    }

    public func load() async throws(FootballGatherError) {
        guard let userID = appState.session?.id else { return }
        appState.playerList.isLoading = true
        defer { appState.playerList.isLoading = false }
        appState.playerList.players = try await roster.players(of: userID)
    }
}
