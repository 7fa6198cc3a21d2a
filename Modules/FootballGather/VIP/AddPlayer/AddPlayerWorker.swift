import FootballGatherModel

/// Add player's work outside the scene, as its Interactor asks for it: the templates' Worker,
/// behind the protocol the Interactor is given, so its tests hand it a spy. The protocol sits
/// in the Worker's file, as each of the scene's protocols sits in the file of its role.
@MainActor
protocol AddPlayerWorkerLogic: AnyObject {
    func addPlayer(_ draft: PlayerDraft, of userID: Int64) async throws(FootballGatherError) -> Player
}

/// Add player's Worker: creating the player in the user's roster.
@MainActor
final class AddPlayerWorker: AddPlayerWorkerLogic {
    private let players: any PlayerRepository

    init(players: any PlayerRepository) {
        self.players = players
    }

    func addPlayer(_ draft: PlayerDraft, of userID: Int64) async throws(FootballGatherError) -> Player {
        try await players.addPlayer(draft, for: userID)
    }
}
