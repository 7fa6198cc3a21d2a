import Foundation
import FootballGatherModel
import FootballGatherTestSupport
import Testing

@Suite struct FormattingTests {
    @Test func playerRowsShowPositionAcronymAndSkill() {
        #expect(PlayerDraft.bruno.player(id: 1).rowDetail == "Position: GK, Skill: Amateur")
        #expect(PlayerDraft.dani.player(id: 2).rowDetail == "Position: -, Skill: -")
    }

    @Test func teamRowsShowThePositionAcronymOrADash() {
        #expect(PlayerDraft.carla.player(id: 1).teamRowDetail == "ST")
        #expect(PlayerDraft.dani.player(id: 2).teamRowDetail == "-")
    }

    @Test func positionsAndSkillsHaveAcronymsAndDisplayNames() {
        #expect(PlayerPosition.allCases.map(\.acronym) == ["GK", "DEF", "MID", "W", "ST"])
        #expect(PlayerPosition.allCases.map(\.displayName) == ["Goalkeeper", "Defender", "Midfielder", "Winger", "Striker"])
        #expect(PlayerSkill.allCases.map(\.displayName) == ["Beginner", "Amateur", "Professional"])
        #expect(Team.allCases.map(\.title) == ["Team A", "Team B"])
    }

    @Test func scoresReadTeamAFirstAndNameTheirWinner() {
        #expect(Score(teamA: 2, teamB: 1).text == "2-1")
        #expect(Score(teamA: 2, teamB: 1).winner == .teamA)
        #expect(Score(teamA: 0, teamB: 1).winner == .teamB)
        #expect(Score.zero.winner == .draw)
        #expect(Winner.draw.title == "None")
        #expect(Score.range == 0...99)
    }

    @Test func scoresCanBeSteppedPerTeam() {
        var score = Score.zero
        score[.teamB] += 3

        #expect(score == Score(teamA: 0, teamB: 3))
        #expect(score[.teamA] == 0)
    }

    @Test func historyRowsShowTheStartDateScoreAndWinner() {
        let gather = Gather(
            id: 1, createdAt: .kickOff, endedAt: .fullTime,
            score: Score(teamA: 3, teamB: 1), winner: .teamA, players: []
        )

        #expect(gather.historyTitle(timeZone: .gmt) == "2025-03-14 18:30 — Team A 3 : 1 Team B")
        #expect(gather.historyDetail == "Winner: Team A")
    }

    @Test func historyDatesFollowTheGivenTimeZone() throws {
        let gather = Gather(id: 1, createdAt: .kickOff, endedAt: .fullTime, score: .zero, winner: Winner.draw, players: [])
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))

        #expect(gather.historyTitle(timeZone: tokyo) == "2025-03-15 03:30 — Team A 0 : 0 Team B")
        #expect(gather.historyDetail == "Winner: None")
    }
}
