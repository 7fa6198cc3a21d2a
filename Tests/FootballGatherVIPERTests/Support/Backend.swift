import AppSupport
import FootballGatherModel
import FootballGatherTestSupport
import Foundation
import Testing

/// The real data layer interactors talk to in these tests: SQLite in memory behind the fault
/// injector, with a coach ("coach" / "secret") and a roster already stored.
@MainActor
final class Backend {
    let faults = FaultInjector()
    let repositories: FootballGatherRepositories
    private(set) var coach = SeededUser(user: User(id: 0, username: ""), players: [])

    private init() throws {
        repositories = try .test(faults: faults)
    }

    /// A fresh database with the coach and `roster` (Ada, Bruno, Carla, Dani and Eli by default).
    static func seeded(with roster: [PlayerDraft] = PlayerDraft.roster) async throws -> Backend {
        let backend = try Backend()
        backend.coach = try await backend.repositories.seedPlayers(roster)
        return backend
    }

    var userID: Int64 { coach.user.id }

    /// The coach's seeded player called `name`.
    func player(_ name: String) throws -> Player {
        try #require(coach.player(named: name))
    }

    /// The coach's roster as stored now, in list order.
    func roster() async throws -> [Player] {
        try await repositories.players.players(of: userID)
    }

    /// A gather in progress: `teamA` against `teamB`, by name.
    func gather(teamA: [String], teamB: [String]) async throws -> Gather {
        let lineUp = try teamA.map { GatherPlayer(player: try player($0), team: .teamA) }
            + teamB.map { GatherPlayer(player: try player($0), team: .teamB) }
        return try await repositories.gathers.startGather(players: lineUp, for: userID, at: .kickOff)
    }
}
