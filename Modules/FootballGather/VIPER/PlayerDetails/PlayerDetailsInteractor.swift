import FootballGatherModel

/// Player details' data: the one player shown. Saving is Player edit's job; this only keeps
/// what was saved.
@MainActor
final class PlayerDetailsInteractor: PlayerDetailsInteractorProtocol {
    private(set) var player: Player

    init(player: Player) {
        self.player = player
    }

    func updatePlayer(_ player: Player) {
        guard player.id == self.player.id else { return }
        self.player = player
    }
}
