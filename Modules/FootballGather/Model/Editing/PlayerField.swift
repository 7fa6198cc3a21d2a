/// An editable attribute of a player: one row of Player details, one Player edit screen.
///
/// Holds the editing rules of a field: whether it is edited as text or picked from a list of
/// the attribute's cases, what an edit starts from, and the validated edit itself (a
/// ``PlayerChange`` of this field only). Edits are pure; saving one is the repository's job.
/// How a field is labelled and shown is presentation (the UI module's labels, each
/// pattern's formatting).
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

    /// The change this field's editor saves on "Done": a text field takes `text`, trimmed
    /// and validated (an empty name is refused, an empty age or favourite team clears it);
    /// a list field takes the attribute's case at `optionAt` in `allCases` order (`nil`, or
    /// an index outside them, clears it). Each kind of field ignores the other's input.
    public func change(text: String, optionAt index: Int?) throws(FootballGatherError) -> PlayerChange {
        switch self {
        case .name: .name(try PlayerRules.validName(text))
        case .age: .age(try PlayerRules.age(from: text))
        case .favouriteTeam: .favouriteTeam(try PlayerRules.validFavouriteTeam(text))
        case .preferredPosition: .preferredPosition(Self.element(at: index, of: PlayerPosition.allCases))
        case .skill: .skill(Self.element(at: index, of: PlayerSkill.allCases))
        }
    }

    private static func element<Element>(at index: Int?, of elements: [Element]) -> Element? {
        guard let index, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}
