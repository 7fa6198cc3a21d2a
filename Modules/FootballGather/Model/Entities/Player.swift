/// A player of one user's roster. Every optional attribute may be left unset.
public struct Player: Identifiable, Hashable, Sendable {
    public var id: Int64
    /// Trimmed, 1 to ``PlayerRules/nameMaxLength`` characters.
    public var name: String
    /// In ``PlayerRules/ageRange`` when set.
    public var age: Int?
    public var skill: PlayerSkill?
    public var position: PlayerPosition?
    /// At most ``PlayerRules/favouriteTeamMaxLength`` characters when set.
    public var favouriteTeam: String?

    public init(
        id: Int64,
        name: String,
        age: Int? = nil,
        skill: PlayerSkill? = nil,
        position: PlayerPosition? = nil,
        favouriteTeam: String? = nil
    ) {
        self.id = id
        self.name = name
        self.age = age
        self.skill = skill
        self.position = position
        self.favouriteTeam = favouriteTeam
    }
}
