import Foundation
import FootballGatherModel

/// The record of a user's gathers: started with their teams, ended with a score, listed
/// once ended.
public protocol GatherLogRepository: Sendable {
    /// Records a gather started at `date` with its line-up (players in a team), all or nothing.
    func start(_ lineUp: [GatherPlayer], for userID: Int64, at date: Date) async throws(FootballGatherError) -> Gather

    /// Ends the gather with `score` (the winner follows from it).
    func end(gatherID: Int64, score: Score, for userID: Int64, at date: Date) async throws(FootballGatherError) -> Gather

    /// The ended gathers of `userID`, newest first.
    func endedGathers(of userID: Int64) async throws(FootballGatherError) -> [Gather]
}
