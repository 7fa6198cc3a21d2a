/// Opening a player from the roster. Player details reads the player from
/// ``AppState/playerList``, so an edit saved there shows on both screens at once.
@MainActor
public protocol ShowPlayerDetailsUseCase {
    /// Opens the player on the row at `index` (list mode only).
    func show(playerAt index: Int)
}

public struct DefaultShowPlayerDetailsUseCase: ShowPlayerDetailsUseCase {
    private let appState: AppState

    public init(appState: AppState) {
        self.appState = appState
    }

    public func show(playerAt index: Int) {
        guard appState.playerList.selection == nil, let player = appState.playerList.player(at: index) else { return }
        appState.routing.push(.playerDetails(playerID: player.id))
    }
}
