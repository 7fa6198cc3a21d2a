import AppSupport
import Foundation
import FootballGatherModel
import FootballGatherTestSupport
import TerminalUI
import Testing

/// The real outside world a controller is tested against: SQLite in memory with one
/// registered coach ("coach" / "secret") and their roster (Ada, Bruno, Carla, Dani, Eli),
/// behind a fault injector the test arms to make repository calls fail or hang.
struct World {
    let faults = FaultInjector()
    let repositories: FootballGatherRepositories
    let coach: SeededUser

    /// - Parameter roster: the coach's players (Ada, Bruno, Carla, Dani and Eli by default).
    init(roster: [PlayerDraft] = PlayerDraft.roster) async throws {
        repositories = try FootballGatherRepositories.test(faults: faults)
        coach = try await repositories.seedPlayers(roster, username: "coach", password: "secret")
    }

    var user: User { coach.user }
    var userID: Int64 { coach.user.id }

    func player(_ name: String) throws -> Player {
        try #require(coach.player(named: name))
    }

    /// The coach's players as stored now (sorted by name).
    func storedPlayers() async throws -> [Player] {
        try await repositories.players.players(of: userID)
    }

    /// The coach's ended gathers as stored now, newest first.
    func endedGathers() async throws -> [Gather] {
        try await repositories.gathers.endedGathers(for: userID)
    }

    /// Starts a gather at kick-off: Ada and Bruno in Team A, Carla in Team B.
    func startGather() async throws -> Gather {
        let lineUp = [
            GatherPlayer(player: try player("Ada"), team: .teamA),
            GatherPlayer(player: try player("Bruno"), team: .teamA),
            GatherPlayer(player: try player("Carla"), team: .teamB),
        ]
        return try await repositories.gathers.startGather(players: lineUp, for: userID, at: .kickOff)
    }

    /// The environment script mode gives the app: virtual time, UTC.
    func environment(_ time: VirtualTime) -> AppEnvironment {
        AppEnvironment(clock: time.clock, now: { time.now() }, timeZone: TimeZone(secondsFromGMT: 0)!)
    }
}
