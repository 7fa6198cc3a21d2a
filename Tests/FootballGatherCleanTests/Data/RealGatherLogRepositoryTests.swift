import FootballGatherCleanData
import FootballGatherModel
import FootballGatherTestSupport
import Testing

@Suite struct RealGatherLogRepositoryTests {
    let storage: Storage
    let seeded: SeededUser

    init() async throws {
        storage = try Storage()
        seeded = try await storage.core.seedPlayers([.ada, .bruno, .carla])
    }

    var userID: Int64 { seeded.user.id }

    func lineUp() throws -> [GatherPlayer] {
        [
            GatherPlayer(player: try #require(seeded.player(named: "Ada")), team: .teamA),
            GatherPlayer(player: try #require(seeded.player(named: "Bruno")), team: .teamB),
        ]
    }

    @Test func anEndedGatherIsInTheHistoryWithItsWinner() async throws {
        let started = try await storage.gathers.start(lineUp(), for: userID, at: .kickOff)
        #expect(try await storage.gathers.endedGathers(of: userID).isEmpty)

        _ = try await storage.gathers.end(gatherID: started.id, score: Score(teamA: 0, teamB: 2), for: userID, at: .fullTime)

        let history = try await storage.gathers.endedGathers(of: userID)
        #expect(history.map(\.winner) == [.teamB])
        #expect(history.first?.players(of: .teamA).map(\.name) == ["Ada"])
    }

    @Test func bothTeamsNeedAPlayer() async throws {
        let onlyTeamA = try Array(lineUp().prefix(1))

        await #expect(throws: FootballGatherError.teamsIncomplete) {
            try await storage.gathers.start(onlyTeamA, for: userID, at: .kickOff)
        }
    }

    @Test func aFailingEndLeavesTheGatherInProgress() async throws {
        let started = try await storage.gathers.start(lineUp(), for: userID, at: .kickOff)
        storage.faults.arm("gathers.end", .fail)

        await #expect(throws: FootballGatherError.storage(.endGather)) {
            try await storage.gathers.end(gatherID: started.id, score: Score(teamA: 1, teamB: 0), for: userID, at: .fullTime)
        }
        storage.faults.reset()
        #expect(try await storage.gathers.endedGathers(of: userID).isEmpty)
    }
}
