import FootballGatherModel

/// A new value for one field of a player, as the user gave it: text for a text field, or
/// the chosen option of a list field (its place among the field's options in declaration
/// order, nil for none), as Core's ``FootballGatherModel/PlayerField`` rules take them.
public enum PlayerFieldValue: Equatable, Sendable {
    case text(String)
    case option(Int?)

    /// `player` with `field` set to this value, validated by Core's rules.
    func applied(to field: PlayerField, of player: Player) throws(FootballGatherError) -> Player {
        switch self {
        case .text(let text): try field.applying(text: text, to: player)
        case .option(let index): field.applying(optionAt: index, to: player)
        }
    }
}
