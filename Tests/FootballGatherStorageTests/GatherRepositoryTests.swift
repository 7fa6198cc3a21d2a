import Foundation
import FootballGatherTestSupport
import GRDB
import Testing
import FootballGatherModel
@testable import FootballGatherStorage

@Suite struct GatherRepositoryTests {
    let database: FootballGatherDatabase
    let repositories: FootballGatherRepositories

    init() throws {
        database = try .empty()
        repositories = try .test(database: database)
    }

    private func lineUp(_ seeded: SeededUser) throws -> [GatherPlayer] {
        [
            GatherPlayer(player: try #require(seeded.player(named: "Ada")), team: .teamA),
            GatherPlayer(player: try #require(seeded.player(named: "Bruno")), team: .teamB),
            GatherPlayer(player: try #require(seeded.player(named: "Carla")), team: .teamA),
        ]
    }

    private func count(_ table: String) async throws -> Int {
        try await database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM \(table)") ?? -1 }
    }

    @Test func startingSavesTheGatherWithItsLineUpInOrder() async throws {
        let seeded = try await repositories.seedPlayers()
        let players = try lineUp(seeded)

        let gather = try await repositories.gathers.startGather(players: players, for: seeded.user.id, at: .kickOff)

        #expect(gather.players == players)
        #expect(gather.createdAt == .kickOff)
        #expect(gather.endedAt == nil && gather.score == nil && gather.winner == nil)
        #expect(gather.players(of: .teamA).map(\.name) == ["Ada", "Carla"])
        #expect(try await count("gatherPlayer") == 3)
    }

    @Test func aTeamWithoutPlayersIsRefusedAndNothingIsSaved() async throws {
        let seeded = try await repositories.seedPlayers()
        let onlyTeamA = try lineUp(seeded).map { GatherPlayer(player: $0.player, team: .teamA) }

        await #expect(throws: FootballGatherError.teamsIncomplete) {
            try await repositories.gathers.startGather(players: onlyTeamA, for: seeded.user.id, at: .kickOff)
        }
        await #expect(throws: FootballGatherError.teamsIncomplete) {
            try await repositories.gathers.startGather(players: [], for: seeded.user.id, at: .kickOff)
        }
        #expect(try await count("gather") == 0)
    }

    @Test func startingIsOneTransaction() async throws {
        let seeded = try await repositories.seedPlayers()
        // The gather row and Ada's row are written before the missing player fails.
        let players = try lineUp(seeded) + [GatherPlayer(player: Player(id: 9_999, name: "Ghost"), team: .teamB)]

        await #expect(throws: FootballGatherError.playerNotFound) {
            try await repositories.gathers.startGather(players: players, for: seeded.user.id, at: .kickOff)
        }

        #expect(try await count("gather") == 0)
        #expect(try await count("gatherPlayer") == 0)
    }

    @Test func aFailingInsertRollsBackTheGather() async throws {
        let seeded = try await repositories.seedPlayers()
        let ada = try #require(seeded.player(named: "Ada"))
        // The same player twice violates the line-up's primary key on the second insert.
        let players = [GatherPlayer(player: ada, team: .teamA), GatherPlayer(player: ada, team: .teamB)]

        await #expect(throws: FootballGatherError.storage(.startGather)) {
            try await repositories.gathers.startGather(players: players, for: seeded.user.id, at: .kickOff)
        }

        #expect(try await count("gather") == 0)
    }

    @Test func anotherUsersPlayerCannotJoinAGather() async throws {
        let ana = try await repositories.seedPlayers([.ada], username: "ana")
        let ben = try await repositories.seedPlayers([.bruno], username: "ben")
        let players = [
            GatherPlayer(player: ben.players[0], team: .teamA),
            GatherPlayer(player: ana.players[0], team: .teamB),
        ]

        await #expect(throws: FootballGatherError.playerNotFound) {
            try await repositories.gathers.startGather(players: players, for: ben.user.id, at: .kickOff)
        }
        #expect(try await count("gather") == 0)
    }

    @Test(arguments: [
        (Score(teamA: 2, teamB: 1), Winner.teamA),
        (Score(teamA: 0, teamB: 3), Winner.teamB),
        (Score(teamA: 4, teamB: 4), Winner.draw),
        (Score(teamA: 99, teamB: 0), Winner.teamA),
    ])
    func endingSavesTheScoreAndItsWinner(score: Score, winner: Winner) async throws {
        let seeded = try await repositories.seedPlayers()
        let started = try await repositories.gathers.startGather(players: lineUp(seeded), for: seeded.user.id, at: .kickOff)

        let ended = try await repositories.gathers.endGather(id: started.id, score: score, for: seeded.user.id, at: .fullTime)

        #expect(ended.score == score)
        #expect(ended.winner == winner)
        #expect(ended.endedAt == .fullTime)
        #expect(ended.players == started.players)
        #expect(try await repositories.gathers.endedGathers(for: seeded.user.id) == [ended])
    }

    @Test func aScoreOutsideZeroToNinetyNineIsRefused() async throws {
        let seeded = try await repositories.seedPlayers()
        let started = try await repositories.gathers.startGather(players: lineUp(seeded), for: seeded.user.id, at: .kickOff)

        for score in [Score(teamA: 100, teamB: 0), Score(teamA: 0, teamB: -1)] {
            await #expect(throws: FootballGatherError.invalidScore) {
                try await repositories.gathers.endGather(id: started.id, score: score, for: seeded.user.id, at: .fullTime)
            }
        }
        #expect(try await repositories.gathers.endedGathers(for: seeded.user.id).isEmpty)
    }

    @Test func aGatherEndsOnlyOnceAndOnlyForItsOwner() async throws {
        let seeded = try await repositories.seedPlayers()
        let stranger = try await repositories.seedPlayers([], username: "stranger")
        let started = try await repositories.gathers.startGather(players: lineUp(seeded), for: seeded.user.id, at: .kickOff)

        await #expect(throws: FootballGatherError.gatherNotFound) {
            try await repositories.gathers.endGather(id: started.id, score: .zero, for: stranger.user.id, at: .fullTime)
        }
        await #expect(throws: FootballGatherError.gatherNotFound) {
            try await repositories.gathers.endGather(id: 777, score: .zero, for: seeded.user.id, at: .fullTime)
        }
        _ = try await repositories.gathers.endGather(id: started.id, score: .zero, for: seeded.user.id, at: .fullTime)
        await #expect(throws: FootballGatherError.gatherAlreadyEnded) {
            try await repositories.gathers.endGather(id: started.id, score: .zero, for: seeded.user.id, at: .fullTime)
        }
    }

    @Test func historyListsEndedGathersNewestFirst() async throws {
        let seeded = try await repositories.seedPlayers()
        let players = try lineUp(seeded)
        var ended: [Gather] = []
        for (minutes, goals) in [(10, 1), (30, 2), (20, 3)] {
            let gather = try await repositories.gathers.startGather(players: players, for: seeded.user.id, at: .kickOff)
            ended.append(try await repositories.gathers.endGather(
                id: gather.id, score: Score(teamA: goals, teamB: 0), for: seeded.user.id,
                at: Date.kickOff.addingTimeInterval(Double(minutes * 60))
            ))
        }
        // Same end time as the 30-minute one but a higher id: it comes first.
        let tie = try await repositories.gathers.startGather(players: players, for: seeded.user.id, at: .kickOff)
        let tieEnded = try await repositories.gathers.endGather(
            id: tie.id, score: .zero, for: seeded.user.id, at: Date.kickOff.addingTimeInterval(1_800)
        )
        _ = try await repositories.gathers.startGather(players: players, for: seeded.user.id, at: .kickOff)

        let history = try await repositories.gathers.endedGathers(for: seeded.user.id)

        #expect(history.map(\.id) == [tieEnded.id, ended[1].id, ended[2].id, ended[0].id])
    }

    @Test func usersSeeOnlyTheirOwnHistory() async throws {
        let ana = try await repositories.seedPlayers(username: "ana")
        let ben = try await repositories.seedPlayers(username: "ben")
        let anas = try await repositories.seedEndedGather(score: Score(teamA: 1, teamB: 0), for: ana)

        #expect(try await repositories.gathers.endedGathers(for: ana.user.id) == [anas])
        #expect(try await repositories.gathers.endedGathers(for: ben.user.id).isEmpty)
    }

    @Test func deletingAPlayerKeepsTheirPastGathers() async throws {
        let seeded = try await repositories.seedPlayers()
        let gather = try await repositories.seedEndedGather(score: Score(teamA: 2, teamB: 2), for: seeded)
        let ada = try #require(seeded.player(named: "Ada"))

        try await repositories.players.deletePlayer(id: ada.id, for: seeded.user.id)
        let history = try await repositories.gathers.endedGathers(for: seeded.user.id)

        #expect(history.map(\.id) == [gather.id])
        #expect(history.first?.score == Score(teamA: 2, teamB: 2))
        let remaining: [String] = gather.players.map(\.player.name).filter { $0 != "Ada" }
        #expect(history.first?.players.map(\.player.name) == remaining)
    }
}
