/// Opening a player from the roster. Player details reads the player from
/// ``AppState/playerList``, so an edit saved there shows on both screens at once.
@MainActor
public protocol ShowPlayerDetailsUseCase {
    /// Opens the player with `playerID`, if the roster has them.
    func show(playerID: Int64)
}

public struct DefaultShowPlayerDetailsUseCase: ShowPlayerDetailsUseCase {
    private let appState: AppState

    public init(appState: AppState) {
        self.appState = appState
    }

    public func show(playerID: Int64) {
        guard appState.playerList.player(withID: playerID) != nil else { return }
        appState.routing.push(.playerDetails(playerID: playerID))
    }
}
