import FootballGatherModel

/// Adding a player to the roster by name.
@MainActor
public protocol AddPlayerUseCase {
    /// Opens Add player.
    func open()
    /// Creates the player named `name` and goes back to Players (unless the user has left
    /// the Add player it was saved from, even for another one), which reloads and shows
    /// them. A blank name saves nothing; a failing save throws.
    func save(name: String) async throws(FootballGatherError)
}

public struct DefaultAddPlayerUseCase: AddPlayerUseCase {
    private let appState: AppState
    private let roster: any RosterRepository

    public init(appState: AppState, roster: any RosterRepository) {
        self.appState = appState
        self.roster = roster
    }

    public func open() {
        appState.routing.push(.addPlayer)
    }

    public func save(name: String) async throws(FootballGatherError) {
        let draft = PlayerDraft(name: name)
        guard let userID = appState.session?.id, draft.canSubmit else { return }
        let screen = appState.routing.topVisit(showing: .addPlayer)
        _ = try await roster.add(draft, for: userID)
        if let screen { appState.routing.close(screen) }
    }
}
