import AppSupport
import Foundation
import FootballGatherModel
import FootballGatherStorage

extension FootballGatherRepositories {
    /// The real SQLite repositories over an empty in-memory database (or `database`),
    /// with the fast hasher, wrapped in fault injection driven by `faults`.
    public static func test(
        faults: FaultInjector = FaultInjector(),
        database: FootballGatherDatabase? = nil
    ) throws -> FootballGatherRepositories {
        try sqlite(database ?? .empty(), hasher: Argon2idPasswordHasher.fast)
            .injectingFaults(faults)
    }

    /// Registers `username` and adds `drafts` to their roster, in order.
    /// - Returns: the user and their players as stored (in `drafts` order, not sorted).
    @discardableResult
    public func seedPlayers(
        _ drafts: [PlayerDraft] = PlayerDraft.roster,
        username: String = "coach",
        password: String = "secret"
    ) async throws -> SeededUser {
        let user = try await users.register(username: username, password: password)
        var added: [Player] = []
        for draft in drafts {
            added.append(try await players.addPlayer(draft, for: user.id))
        }
        return SeededUser(user: user, players: added)
    }

    /// Seeds a roster for `username` and ends one gather with `score`, Team A being
    /// the first half of the roster and Team B the rest.
    @discardableResult
    public func seedEndedGather(
        score: Score,
        startedAt: Date = .kickOff,
        endedAt: Date = .fullTime,
        for seeded: SeededUser
    ) async throws -> Gather {
        let half = max(1, seeded.players.count / 2)
        let lineUp = seeded.players.enumerated().map { index, player in
            GatherPlayer(player: player, team: index < half ? .teamA : .teamB)
        }
        let gather = try await gathers.startGather(players: lineUp, for: seeded.user.id, at: startedAt)
        return try await gathers.endGather(id: gather.id, score: score, for: seeded.user.id, at: endedAt)
    }
}

/// A registered user and the players seeded for them.
public struct SeededUser: Sendable, Equatable {
    public var user: User
    public var players: [Player]

    public init(user: User, players: [Player]) {
        self.user = user
        self.players = players
    }

    /// The seeded player named `name`.
    public func player(named name: String) -> Player? {
        players.first { $0.name == name }
    }
}
