import FootballGatherModel
import Observation

/// The Player details screen's state and intents: one player, each field opening its editor.
@MainActor @Observable
final class PlayerDetailsViewModel {
    private(set) var player: Player

    private let onEdit: @MainActor (PlayerField, Player) -> Void

    /// - Parameter onEdit: called when the user picks a field to edit.
    init(player: Player, onEdit: @escaping @MainActor (PlayerField, Player) -> Void) {
        self.player = player
        self.onEdit = onEdit
    }

    func edit(_ field: PlayerField) {
        onEdit(field, player)
    }

    /// Shows the player as saved by Player edit.
    func playerDidChange(_ player: Player) {
        guard player.id == self.player.id else { return }
        self.player = player
    }
}
