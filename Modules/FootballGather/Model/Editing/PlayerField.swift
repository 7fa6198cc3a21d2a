/// An editable attribute of a player: one row of Player details, one Player edit screen.
///
/// Holds everything about a field that is not presentation: its title, its section, how
/// its value reads, whether it is edited as text or picked from a list, and the validated
/// edit itself. Edits are pure; saving the result is the repository's job.
public enum PlayerField: CaseIterable, Hashable, Sendable {
    case name
    case age
    case preferredPosition
    case skill
    case favouriteTeam

    /// The Player details sections, in order: Personal (Name, Age), Play (Preferred
    /// position, Skill), Likes (Favourite team).
    public static let sections: [PlayerFieldSection] = [
        PlayerFieldSection(title: "Personal", fields: [.name, .age]),
        PlayerFieldSection(title: "Play", fields: [.preferredPosition, .skill]),
        PlayerFieldSection(title: "Likes", fields: [.favouriteTeam]),
    ]

    /// The row title, also the Player edit screen title.
    public var title: String {
        switch self {
        case .name: "Name"
        case .age: "Age"
        case .preferredPosition: "Preferred position"
        case .skill: "Skill"
        case .favouriteTeam: "Favourite team"
        }
    }

    /// The title of the section this field is in.
    public var sectionTitle: String {
        Self.sections.first { $0.fields.contains(self) }?.title ?? ""
    }

    /// Whether the field is edited in a text field (name, age, favourite team) rather
    /// than picked from ``options`` (position, skill).
    public var isTextual: Bool {
        switch self {
        case .name, .age, .favouriteTeam: true
        case .preferredPosition, .skill: false
        }
    }

    /// The choices of a list field, display names in declaration order; empty for text fields.
    public var options: [String] {
        switch self {
        case .preferredPosition: PlayerPosition.allCases.map(\.displayName)
        case .skill: PlayerSkill.allCases.map(\.displayName)
        case .name, .age, .favouriteTeam: []
        }
    }

    /// The row value on Player details: the attribute as text, `"-"` when unset.
    public func displayValue(of player: Player) -> String {
        switch self {
        case .name: player.name
        case .age: player.age.map(String.init) ?? "-"
        case .preferredPosition: player.position?.displayName ?? "-"
        case .skill: player.skill?.displayName ?? "-"
        case .favouriteTeam: player.favouriteTeam ?? "-"
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

    /// The index in ``options`` of the current value (the ticked row), `nil` when unset
    /// or for text fields.
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

    /// `player` with this list field set to the option at `index`; `nil` (or an index
    /// outside ``options``) clears it. Text fields return `player` unchanged.
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
