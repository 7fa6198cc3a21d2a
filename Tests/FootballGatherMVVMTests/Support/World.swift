import AppSupport
import Foundation
import FootballGatherModel
import FootballGatherTestSupport
import TestSupport
import Testing

/// A fresh in-memory database (real SQLite) with one signed-up coach and their roster,
/// behind a fault injector the test can arm.
struct World {
    let faults = FaultInjector()
    let repositories: FootballGatherRepositories
    let coach: SeededUser

    /// - Parameter roster: the coach's players (Ada, Bruno, Carla, Dani, Eli by default).
    init(roster: [PlayerDraft] = PlayerDraft.roster) async throws {
        repositories = try FootballGatherRepositories.test(faults: faults)
        coach = try await repositories.seedPlayers(roster)
    }

    var userID: Int64 { coach.user.id }

    func player(_ name: String) throws -> Player {
        try #require(coach.player(named: name))
    }

    /// The coach's players as stored now.
    func storedPlayers() async throws -> [Player] {
        try await repositories.players.players(of: userID)
    }

    /// The coach's ended gathers as stored now.
    func endedGathers() async throws -> [Gather] {
        try await repositories.gathers.endedGathers(for: userID)
    }

    /// Starts a gather with Ada and Bruno in Team A, Carla in Team B.
    func startGather() async throws -> Gather {
        let lineUp = [
            GatherPlayer(player: try player("Ada"), team: .teamA),
            GatherPlayer(player: try player("Bruno"), team: .teamA),
            GatherPlayer(player: try player("Carla"), team: .teamB),
        ]
        return try await repositories.gathers.startGather(players: lineUp, for: userID, at: .kickOff)
    }

    /// Returns once `count` repository calls hang on a `.hold` fault.
    func waitUntilHeld(count: Int = 1) async throws {
        try await faults.waitUntilHeld(count)
    }
}
