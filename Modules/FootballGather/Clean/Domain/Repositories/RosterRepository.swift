import FootballGatherModel

/// A user's players, as the domain needs them: listed, added, changed and removed.
///
/// Throws only ``FootballGatherModel/FootballGatherError``; every failure leaves the roster
/// as it was.
public protocol RosterRepository: Sendable {
    /// The players of `userID`, sorted by name, then id.
    func players(of userID: Int64) async throws(FootballGatherError) -> [Player]

    /// Saves a new player and returns it with its id.
    func add(_ draft: PlayerDraft, for userID: Int64) async throws(FootballGatherError) -> Player

    /// Sets one field of the player with `playerID` on the player as stored (the other
    /// fields keep their stored values) and returns the player as stored, every field.
    func update(playerID: Int64, setting change: PlayerChange, for userID: Int64) async throws(FootballGatherError) -> Player

    func remove(playerID: Int64, for userID: Int64) async throws(FootballGatherError)
}
