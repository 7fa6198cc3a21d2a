import FootballGatherModel

/// Adding a player to the roster by name.
@MainActor
public protocol AddPlayerUseCase {
    /// Opens Add player with an empty name.
    func begin()
    /// Creates the player and goes back to Players, which reloads and shows them. A failing
    /// save shows an error and keeps the name typed.
    func save() async
}

public struct DefaultAddPlayerUseCase: AddPlayerUseCase {
    private let appState: AppState
    private let roster: any RosterRepository

    public init(appState: AppState, roster: any RosterRepository) {
        self.appState = appState
        self.roster = roster
    }

    public func begin() {
        appState.addPlayer = AppState.AddPlayer()
        appState.routing.push(.addPlayer)
    }

    public func save() async {
        let form = appState.addPlayer
        guard let userID = appState.session?.id, form.draft.canSubmit, !form.isSaving else { return }
        appState.addPlayer.isSaving = true
        defer { appState.addPlayer.isSaving = false }
        do throws(FootballGatherError) {
            _ = try await roster.add(form.draft, for: userID)
            appState.routing.pop()
        } catch {
            appState.addPlayer.errorMessage = error.message
        }
    }
}
