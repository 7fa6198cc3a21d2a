import Foundation

/// A game between two teams of one user's players. Started with its line-up, ended with
/// a score; only ended gathers appear in the history.
public struct Gather: Identifiable, Hashable, Sendable {
    public var id: Int64
    public var createdAt: Date
    /// `nil` while the gather is in progress.
    public var endedAt: Date?
    /// `nil` while the gather is in progress.
    public var score: Score?
    /// `nil` while the gather is in progress.
    public var winner: Winner?
    /// The line-up, in the order it was given when the gather started.
    public var players: [GatherPlayer]

    public init(
        id: Int64,
        createdAt: Date,
        endedAt: Date? = nil,
        score: Score? = nil,
        winner: Winner? = nil,
        players: [GatherPlayer]
    ) {
        self.id = id
        self.createdAt = createdAt
        self.endedAt = endedAt
        self.score = score
        self.winner = winner
        self.players = players
    }

    /// The players of `team`, in line-up order.
    public func players(of team: Team) -> [Player] {
        players.filter { $0.team == team }.map(\.player)
    }
}
