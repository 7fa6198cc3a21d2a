import FootballGatherCore
import TerminalUI

/// Player details: every field of one player, grouped in the sections of
/// ``PlayerField/sections``; selecting a row opens Player edit for that field.
public enum PlayerDetailsScreen {
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

    /// The field a selected row stands for, or nil for a position outside the screen.
    public static func field(at path: RowPath) -> PlayerField? {
        guard PlayerField.sections.indices.contains(path.section) else { return nil }
        let fields = PlayerField.sections[path.section].fields
        return fields.indices.contains(path.row) ? fields[path.row] : nil
    }
}
