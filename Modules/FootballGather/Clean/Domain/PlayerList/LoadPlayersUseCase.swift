import FootballGatherModel

/// Showing the signed-in user's roster, fresh each time Players appears.
@MainActor
public protocol LoadPlayersUseCase {
    func load() async
}

public struct DefaultLoadPlayersUseCase: LoadPlayersUseCase {
    private let appState: AppState
    private let roster: any RosterRepository

    public init(appState: AppState, roster: any RosterRepository) {
        self.appState = appState
        self.roster = roster
    }

    /// On failure the rows shown before stay. Ticks of players no longer there are dropped.
    public func load() async {
        guard let userID = appState.session?.id else { return }
        appState.playerList.isLoading = true
        defer { appState.playerList.isLoading = false }
        do throws(FootballGatherError) {
            let players = try await roster.players(of: userID)
            appState.playerList.players = players
            appState.playerList.selection?.formIntersection(players.map(\.id))
        } catch {
            appState.playerList.errorMessage = error.message
        }
    }
}
