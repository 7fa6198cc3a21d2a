/// One user's roster. A user only ever sees and changes their own players.
///
/// Throws only ``FootballGatherError``: validation cases as they are, storage failures
/// as ``FootballGatherError/storage(_:)`` with the method's operation.
public protocol PlayerRepository: Sendable {
    /// The players of `userID`, sorted by name (case-insensitively), then id.
    func players(of userID: Int64) async throws(FootballGatherError) -> [Player]

    /// Saves a new player for `userID`, trimmed and validated (see ``PlayerRules``).
    /// - Returns: the player as stored, with its new id.
    func addPlayer(_ draft: PlayerDraft, for userID: Int64) async throws(FootballGatherError) -> Player

    /// Sets one field of the player with `id` to `change`'s value, trimmed and validated
    /// (see ``PlayerRules``), on the player as stored when the save runs: every other field
    /// keeps its stored value, so a save never undoes another edit that landed meanwhile.
    /// - Returns: the player as stored after the change, every field.
    /// - Throws: ``FootballGatherError/playerNotFound`` if `userID` has no player with that id.
    func updatePlayer(id: Int64, setting change: PlayerChange, for userID: Int64) async throws(FootballGatherError) -> Player

    /// Deletes the player. Ended gathers they played in stay in the history, without them.
    /// - Throws: ``FootballGatherError/playerNotFound`` if `userID` has no player with that id.
    func deletePlayer(id: Int64, for userID: Int64) async throws(FootballGatherError)
}
