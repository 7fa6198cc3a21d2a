/// A player not saved yet: what "Add player" creates.
public struct PlayerDraft: Hashable, Sendable {
    public var name: String
    public var age: Int?
    public var skill: PlayerSkill?
    public var position: PlayerPosition?
    public var favouriteTeam: String?

    public init(
        name: String,
        age: Int? = nil,
        skill: PlayerSkill? = nil,
        position: PlayerPosition? = nil,
        favouriteTeam: String? = nil
    ) {
        self.name = name
        self.age = age
        self.skill = skill
        self.position = position
        self.favouriteTeam = favouriteTeam
    }

    /// Whether "Done" may be tapped on Add player: the trimmed name is not empty.
    public var canSubmit: Bool {
        !PlayerRules.trimmed(name).isEmpty
    }

    /// The player this draft becomes once saved with `id`.
    public func player(id: Int64) -> Player {
        Player(id: id, name: name, age: age, skill: skill, position: position, favouriteTeam: favouriteTeam)
    }
}
