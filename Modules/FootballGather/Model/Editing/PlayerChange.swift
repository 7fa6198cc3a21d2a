/// One field of a player set to a new value: what a Player edit saves.
///
/// A save writes the field the user changed, not the whole player as the editor saw it:
/// the repository sets this one field on the player as stored when the save runs, so an
/// editor opened before another edit landed never undoes that edit.
public enum PlayerChange: Hashable, Sendable {
    case name(String)
    case age(Int?)
    case preferredPosition(PlayerPosition?)
    case skill(PlayerSkill?)
    /// `nil` clears it.
    case favouriteTeam(String?)

    /// The field this change sets.
    public var field: PlayerField {
        switch self {
        case .name: .name
        case .age: .age
        case .preferredPosition: .preferredPosition
        case .skill: .skill
        case .favouriteTeam: .favouriteTeam
        }
    }

    /// `player` with this change's field set and every other field as it is.
    public func applied(to player: Player) -> Player {
        var changed = player
        switch self {
        case .name(let name): changed.name = name
        case .age(let age): changed.age = age
        case .preferredPosition(let position): changed.position = position
        case .skill(let skill): changed.skill = skill
        case .favouriteTeam(let team): changed.favouriteTeam = team
        }
        return changed
    }
}
