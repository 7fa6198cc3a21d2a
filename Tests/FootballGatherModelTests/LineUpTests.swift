import FootballGatherModel
import FootballGatherTestSupport
import Testing

@Suite struct LineUpTests {
    let players = PlayerDraft.roster.prefix(3).enumerated().map { $1.player(id: Int64($0 + 1)) }

    @Test func everyoneStartsOnTheBench() {
        let lineUp = LineUp(players: players)

        #expect(lineUp.players(in: .bench) == players)
        #expect(lineUp.players(in: .teamA).isEmpty)
        #expect(!lineUp.canStartGather)
        #expect(LineUp.Section.allCases.map(\.team) == [nil, .teamA, .teamB])
    }

    @Test func gathersStartOnceBothTeamsHaveSomeone() {
        var lineUp = LineUp(players: players)

        lineUp.move(player: 1, to: .teamA)
        #expect(!lineUp.canStartGather)
        lineUp.move(player: 3, to: .teamB)

        #expect(lineUp.canStartGather)
        #expect(lineUp.gatherPlayers == [
            GatherPlayer(player: players[0], team: .teamA),
            GatherPlayer(player: players[2], team: .teamB),
        ])
        #expect(lineUp.section(ofPlayer: 2) == .bench)
    }

    @Test func playersMoveBetweenAnySections() {
        var lineUp = LineUp(players: players)

        lineUp.move(player: 2, to: .teamB)
        lineUp.move(player: 2, to: .teamA)
        lineUp.move(player: 2, to: .bench)
        lineUp.move(player: 99, to: .teamA)

        #expect(lineUp.players(in: .bench) == players)
        #expect(lineUp.section(ofPlayer: 99) == nil)
    }

    @Test func confirmingNeedsAtLeastTwoSelectedPlayers() {
        #expect(!LineUp.canConfirm(selectedCount: 1))
        #expect(LineUp.canConfirm(selectedCount: 2))
        #expect(LineUp(players: players + players).players == players)
    }
}
