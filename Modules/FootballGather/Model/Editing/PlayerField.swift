/// An editable attribute of a player: one row of Player details, one Player edit screen.
///
/// Holds the editing rules of a field: whether it is edited as text or picked from a list of
/// the attribute's cases, what an edit starts from, and the validated edit itself. Edits are
/// pure; saving the result is the repository's job. How a field is labelled and shown is
/// presentation (the UI module's labels, each pattern's formatting).
public enum PlayerField: CaseIterable, Hashable, Sendable {
    case name
    case age
    case preferredPosition
    case skill
    case favouriteTeam

    /// Whether the field is edited in a text field (name, age, favourite team) rather
    /// than picked from the attribute's cases (position, skill).
    public var isTextual: Bool {
        switch self {
        case .name, .age, .favouriteTeam: true
        case .preferredPosition, .skill: false
        }
    }

    /// What a text field starts with: the current value, empty when unset (not `"-"`).
    /// Empty for list fields.
    public func editText(of player: Player) -> String {
        switch self {
        case .name: player.name
        case .age: player.age.map(String.init) ?? ""
        case .favouriteTeam: player.favouriteTeam ?? ""
        case .preferredPosition, .skill: ""
        }
    }

    /// The index in the attribute's `allCases` of the current value, `nil` when unset or
    /// for text fields.
    public func selectedOptionIndex(of player: Player) -> Int? {
        switch self {
        case .preferredPosition: player.position.flatMap { PlayerPosition.allCases.firstIndex(of: $0) }
        case .skill: player.skill.flatMap { PlayerSkill.allCases.firstIndex(of: $0) }
        case .name, .age, .favouriteTeam: nil
        }
    }

    /// `player` with this text field set to `text`, trimmed and validated: an empty name
    /// is refused, an empty age or favourite team clears it. List fields ignore text and
    /// return `player` unchanged.
    public func applying(text: String, to player: Player) throws(FootballGatherError) -> Player {
        var edited = player
        switch self {
        case .name: edited.name = try PlayerRules.validName(text)
        case .age: edited.age = try PlayerRules.age(from: text)
        case .favouriteTeam: edited.favouriteTeam = try PlayerRules.validFavouriteTeam(text)
        case .preferredPosition, .skill: break
        }
        return edited
    }

    /// `player` with this list field set to the attribute's case at `index` (in `allCases`
    /// order); `nil` (or an index outside them) clears it. Text fields return `player` unchanged.
    public func applying(optionAt index: Int?, to player: Player) -> Player {
        var edited = player
        switch self {
        case .preferredPosition: edited.position = Self.element(at: index, of: PlayerPosition.allCases)
        case .skill: edited.skill = Self.element(at: index, of: PlayerSkill.allCases)
        case .name, .age, .favouriteTeam: break
        }
        return edited
    }

    private static func element<Element>(at index: Int?, of elements: [Element]) -> Element? {
        guard let index, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}
