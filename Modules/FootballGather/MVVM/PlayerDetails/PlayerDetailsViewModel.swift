import FootballGatherModel
import Observation

/// The Player details screen's state and intents: one player, each field opening its
/// editor; and the player's values as the screen shows them.
@MainActor @Observable
final class PlayerDetailsViewModel {
    private(set) var player: Player

    private let onEdit: @MainActor (PlayerField, Player) -> Void

    /// - Parameter onEdit: called when the user picks a field to edit.
    init(player: Player, onEdit: @escaping @MainActor (PlayerField, Player) -> Void) {
        self.player = player
        self.onEdit = onEdit
    }

    /// The player's name.
    var title: String { player.name }

    /// Every field's value: the age as a number, the position's and skill's names, "-"
    /// for anything unset.
    var values: [PlayerField: String] {
        [
            .name: player.name,
            .age: player.age.map(String.init) ?? PlayerFormatter.unset,
            .preferredPosition: PlayerFormatter.name(of: player.position),
            .skill: PlayerFormatter.name(of: player.skill),
            .favouriteTeam: player.favouriteTeam ?? PlayerFormatter.unset,
        ]
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
