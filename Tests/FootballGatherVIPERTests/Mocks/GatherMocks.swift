import FootballGatherModel
@testable import FootballGatherVIPER

final class GatherViewMock: ViewSpy, GatherViewConfigurable, GatherViewTimePicker, GatherViewConfirmable {
    private(set) var teams: (a: [String], b: [String])?
    private(set) var score: Score?
    private(set) var timer: GatherTimer?
    private(set) var picker: PickedTime?
    private(set) var isConfirmingEnd = false

    func displayTeams(teamA: [Player], teamB: [Player]) { teams = (teamA.map(\.name), teamB.map(\.name)) }
    func displayScore(_ score: Score) { self.score = score }
    func displayTimer(_ timer: GatherTimer) { self.timer = timer }
    func displayTimePicker(_ time: PickedTime) { picker = time }

    func hideTimePicker() {
        picker = nil
        record()
    }

    func displayEndConfirmation() { isConfirmingEnd = true }
}

/// The real score and timer rules, without a clock: toggling only flips the state.
final class GatherInteractorMock: Spy, GatherInteractorProtocol {
    private(set) var score = Score.zero
    private(set) var timer = GatherTimer()
    var teams: [Team: [Player]] = [:]

    func players(of team: Team) -> [Player] { teams[team] ?? [] }

    func setScore(_ goals: Int, for team: Team) {
        guard Score.range.contains(goals) else { return }
        score[team] = goals
    }

    func toggleTimer() async {
        record()
        timer.toggle()
    }

    func cancelTimer() {
        record()
        timer.cancel()
    }

    func setTime(minutes: Int, seconds: Int) {
        record()
        timer.set(minutes: minutes, seconds: seconds)
    }

    func endGather() async {
        record()
    }
}

final class GatherOutputSpy: GatherPresenterServiceHandler {
    /// Every time shown, in order.
    private(set) var displays: [String] = []
    private(set) var timer: GatherTimer?
    private(set) var endings = 0
    private(set) var error: FootballGatherError?

    func timerDidChange(_ timer: GatherTimer) {
        self.timer = timer
        displays.append(timer.display)
    }

    func gatherDidEnd() { endings += 1 }
    func serviceFailed(with error: FootballGatherError) { self.error = error }
}

final class GatherRouterMock: GatherRouterProtocol {
    private(set) var popsToPlayers = 0

    func popToPlayerListView() { popsToPlayers += 1 }
}
