import AppSupport
import FootballGatherModel
import Foundation

/// The real data layer a scene's tests talk to: SQLite in memory behind the fault injector,
/// with a coach ("coach" / "secret") and a roster already stored. Shared by the pattern test
/// targets whose controllers, view models, interactors, workers and routers run on the real
/// repositories; the test arms `faults` to make their calls fail or hang.
@MainActor
public final class Backend {
    /// A seeded name the coach's roster does not have.
    public struct UnknownPlayer: Error {
        public let name: String
    }

    public let faults = FaultInjector()
    public let repositories: FootballGatherRepositories
    public private(set) var coach = SeededUser(user: User(id: 0, username: ""), players: [])

    private init() throws {
        repositories = try .test(faults: faults)
    }

    /// A fresh database with the coach and `roster` (Ada, Bruno, Carla, Dani and Eli by default).
    public static func seeded(with roster: [PlayerDraft] = PlayerDraft.roster) async throws -> Backend {
        let backend = try Backend()
        backend.coach = try await backend.repositories.seedPlayers(roster)
        return backend
    }

    public var user: User { coach.user }
    public var userID: Int64 { coach.user.id }

    /// The coach's seeded player called `name`.
    public func player(_ name: String) throws -> Player {
        guard let player = coach.player(named: name) else { throw UnknownPlayer(name: name) }
        return player
    }

    /// The coach's roster as stored now, in list order.
    public func roster() async throws -> [Player] {
        try await repositories.players.players(of: userID)
    }

    /// The coach's ended gathers as stored now, newest first.
    public func endedGathers() async throws -> [Gather] {
        try await repositories.gathers.endedGathers(for: userID)
    }

    /// A gather in progress: `teamA` against `teamB`, by name.
    public func gather(teamA: [String], teamB: [String]) async throws -> Gather {
        let lineUp = try teamA.map { GatherPlayer(player: try player($0), team: .teamA) }
            + teamB.map { GatherPlayer(player: try player($0), team: .teamB) }
        return try await repositories.gathers.startGather(players: lineUp, for: userID, at: .kickOff)
    }
}
