import FootballGatherModel
import Testing

/// The domain's own words for its values (formatting a screen is each pattern's job).
@Suite struct DomainNamesTests {
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
}
