import FootballGatherModel

/// A new value for one field of a player, as the user gave it: text for a text field, or
/// the chosen option of a list field (its place among the field's options in declaration
/// order, nil for none), as Core's ``FootballGatherModel/PlayerField`` rules take them.
public enum PlayerFieldValue: Equatable, Sendable {
    case text(String)
    case option(Int?)

    /// The change of `field` to this value, validated by Core's rules.
    func change(of field: PlayerField) throws(FootballGatherError) -> PlayerChange {
        switch self {
        case .text(let text): try field.change(text: text, optionAt: nil)
        case .option(let index): try field.change(text: "", optionAt: index)
        }
    }
}
