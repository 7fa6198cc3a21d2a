import FootballGatherModel
import TerminalUI

/// Player details: every field of one player, grouped in the sections of
/// ``PlayerField/sections``; selecting a row opens Player edit for that field.
// Temporary: the entity-taking builder, until every pattern formats its own rows.
extension PlayerDetailsScreen {
    /// The Player details screen of `player`, titled with their name.
    public static func make(player: Player) -> Screen {
        Screen(
            title: player.name,
            sections: PlayerField.sections.map { section in
                Screen.Section(section.title, rows: section.fields.map { field in
                    Screen.Row(field.title, detail: field.displayValue(of: player), accessory: .disclosure)
                })
            }
        )
    }
}
