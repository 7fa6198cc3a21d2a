import Foundation

/// One user's gathers: starting, ending, and the history of ended ones.
///
/// Throws only ``FootballGatherError``: rule violations as they are, storage failures
/// as ``FootballGatherError/storage(_:)`` with the method's operation.
public protocol GatherRepository: Sendable {
    /// Creates a gather started at `date` with its line-up, in one transaction: either the
    /// gather and all its players are saved, or nothing is.
    /// - Throws: ``FootballGatherError/teamsIncomplete`` unless both teams have a player;
    ///   ``FootballGatherError/playerNotFound`` if a player is not one of `userID`'s.
    func startGather(players: [GatherPlayer], for userID: Int64, at date: Date) async throws(FootballGatherError) -> Gather

    /// Ends the gather at `date` with `score`, and the winner it gives.
    /// - Throws: ``FootballGatherError/invalidScore`` outside ``Score/range``,
    ///   ``FootballGatherError/gatherNotFound``, ``FootballGatherError/gatherAlreadyEnded``.
    func endGather(id: Int64, score: Score, for userID: Int64, at date: Date) async throws(FootballGatherError) -> Gather

    /// The ended gathers of `userID`, newest first (ended at, then id, descending).
    func endedGathers(for userID: Int64) async throws(FootballGatherError) -> [Gather]
}
