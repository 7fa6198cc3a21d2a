import FootballGatherModel

/// The label of each player field, as Player details lists it and Player edit titles it.
public enum PlayerFieldText {
    /// `"Name"`, `"Age"`, `"Preferred position"`, `"Skill"`, `"Favourite team"`.
    public static func title(of field: PlayerField) -> String {
        switch field {
        case .name: "Name"
        case .age: "Age"
        case .preferredPosition: "Preferred position"
        case .skill: "Skill"
        case .favouriteTeam: "Favourite team"
        }
    }
}
