import GammaMVVM
import Testing

@Suite struct ScoreViewModelTests {
    @Test func aHomeGoalCountsForHome() {
        var model = ScoreViewModel()
        model.score(home: true)
        #expect(model.home == 1)
        #expect(model.away == 0)
        #expect(model.log == ["home"])
        #expect(model.leader == "home")
        #expect(model.total == 1)
    }

    @Test func anAwayGoalCountsForAway() {
        var model = ScoreViewModel()
        model.score(home: false)
        #expect(model.home == 0)
        #expect(model.away == 1)
        #expect(model.log == ["away"])
        #expect(model.leader == "away")
    }

    @Test func leaderAndClosenessFollowTheScore() {
        var model = ScoreViewModel()
        #expect(model.leader == "draw")
        #expect(model.isClose)
        #expect(!model.canUndo())
        model.score(home: false)
        model.score(home: false)
        #expect(!model.isClose)
        #expect(model.leader == "away")
        #expect(model.canUndo())
        model.score(home: true)
        #expect(model.isClose)
        #expect(model.total == 3)
        model.score(home: true)
        #expect(model.leader == "draw")
        model.score(home: true)
        model.score(home: true)
        #expect(model.leader == "home")
        #expect(!model.isClose)
    }

    @Test func undoTakesBackTheLastGoal() {
        var model = ScoreViewModel()
        model.undo()
        #expect(model.total == 0)
        model.score(home: true)
        model.score(home: false)
        model.undo()
        #expect(model.home == 1)
        #expect(model.away == 0)
        model.undo()
        #expect(model.home == 0)
        #expect(model.log.isEmpty)
    }

    @Test func theViewDrawsTheScore() {
        var model = ScoreViewModel()
        #expect(ScoreView().line(model) == "0:0 draw! (0)")
        model.score(home: true)
        model.score(home: true)
        #expect(ScoreView().line(model) == "2:0 home (2)")
    }
}
