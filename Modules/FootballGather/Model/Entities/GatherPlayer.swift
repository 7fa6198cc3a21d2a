/// A player of a gather with the team they play for.
public struct GatherPlayer: Hashable, Sendable {
    public var player: Player
    public var team: Team

    public init(player: Player, team: Team) {
        self.player = player
        self.team = team
    }
}
