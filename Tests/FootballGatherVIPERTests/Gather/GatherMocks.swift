import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIPER

final class GatherViewMock: ViewSpy, GatherViewConfigurable, GatherViewAlerting {
    private(set) var teams: (a: [GatherScreen.Row], b: [GatherScreen.Row])?
    private(set) var score: (a: Int, b: Int)?
    private(set) var time: String?
    private(set) var controls: GatherScreen.Controls?
    private(set) var alert: GatherScreen.Alert?

    func displayTeams(teamA: [GatherScreen.Row], teamB: [GatherScreen.Row]) { teams = (teamA, teamB) }
    func displayScore(teamA: Int, teamB: Int) { score = (teamA, teamB) }

    func displayTimer(time: String, controls: GatherScreen.Controls) {
        self.time = time
        self.controls = controls
    }

    func displayAlert(_ alert: GatherScreen.Alert?) { self.alert = alert }
}

/// Stands in for the interactor: it keeps what it is told and answers through the output
/// protocol as the real one does, with Core's timer, but without a clock or storage.
final class GatherInteractorMock: Spy, GatherInteractorProtocol {
    weak var presenter: (any GatherPresenterServiceHandler)?
    var score = Score.zero
    var timer = GatherTimer()
    var teams: [Team: [Player]] = [:]
    /// Makes `setScore` keep the score it has, as the real one does outside `Score.range`.
    var refusesScores = false

    func players(of team: Team) -> [Player] { teams[team] ?? [] }

    func setScore(_ goals: Int, for team: Team) {
        record("setScore(\(goals), \(team.title))")
        if !refusesScores { score[team] = goals }
    }

    func toggleTimer() {
        record()
        timer.toggle()
        presenter?.timerDidChange(timer)
    }

    func cancelTimer() {
        record()
        timer.cancel()
        presenter?.timerDidChange(timer)
    }

    func setTime(minutes: Int, seconds: Int) {
        record()
        timer.set(minutes: minutes, seconds: seconds)
        presenter?.timerDidChange(timer)
    }

    func endGather() async {
        record()
    }
}

final class GatherOutputSpy: GatherPresenterServiceHandler {
    /// Every time left reported, in seconds, in order.
    private(set) var remaining: [Int] = []
    private(set) var timer: GatherTimer?
    private(set) var endings = 0
    private(set) var error: FootballGatherError?

    func timerDidChange(_ timer: GatherTimer) {
        self.timer = timer
        remaining.append(timer.remainingSeconds)
    }

    func gatherDidEnd() { endings += 1 }
    func serviceFailed(with error: FootballGatherError) { self.error = error }
}

final class GatherRouterMock: GatherRouterProtocol {
    private(set) var popsToPlayers = 0

    func popToPlayerListView() { popsToPlayers += 1 }
}
