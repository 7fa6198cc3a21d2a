import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIPER
import TestSupport

/// Gather's view: records what the presenter tells it.
final class GatherViewMock: GatherViewConfigurable, GatherViewAlerting, ViewMock {
    enum Call: ViewCall {
        case showLoadingView
        case hideLoadingView
        case handleError(String)
        case displayTeams(teamA: [GatherScreen.Row], teamB: [GatherScreen.Row])
        case displayScore(teamA: Int, teamB: Int)
        case displayTimer(time: String, controls: GatherScreen.Controls)
        case displayConfirmation(GatherScreen.Alert?)
    }

    let log = CallLog<Call, Void>(answers: ())

    func displayTeams(teamA: [GatherScreen.Row], teamB: [GatherScreen.Row]) { log.record(.displayTeams(teamA: teamA, teamB: teamB)) }
    func displayScore(teamA: Int, teamB: Int) { log.record(.displayScore(teamA: teamA, teamB: teamB)) }
    func displayTimer(time: String, controls: GatherScreen.Controls) { log.record(.displayTimer(time: time, controls: controls)) }
    func displayConfirmation(_ alert: GatherScreen.Alert?) { log.record(.displayConfirmation(alert)) }

    // What the last calls showed, read from the log.

    var teams: (a: [GatherScreen.Row], b: [GatherScreen.Row])? {
        for case let .displayTeams(teamA, teamB) in calls.reversed() { return (teamA, teamB) }
        return nil
    }

    var score: (a: Int, b: Int)? {
        for case let .displayScore(teamA, teamB) in calls.reversed() { return (teamA, teamB) }
        return nil
    }

    var time: String? {
        for case let .displayTimer(time, _) in calls.reversed() { return time }
        return nil
    }

    var controls: GatherScreen.Controls? {
        for case let .displayTimer(_, controls) in calls.reversed() { return controls }
        return nil
    }

    /// The alert on screen: the last one displayed, nil once closed or before any.
    var alert: GatherScreen.Alert? {
        for case let .displayConfirmation(alert) in calls.reversed() { return alert }
        return nil
    }
}

/// Answers with the teams, score and timer it is given; every command is only recorded
/// (the real one reports each timer change back, which the tests do themselves).
final class GatherInteractorMock: GatherInteractorProtocol {
    enum Call: Equatable, Sendable {
        case players(of: Team)
        case setScore(Int, for: Team)
        case toggleTimer
        case cancelTimer
        case setTime(minutes: Int, seconds: Int)
        case endGather
    }

    struct Answers: Sendable {
        var teams: [Team: [Player]] = [:]
        var score = Score.zero
        var timer = GatherTimer()
    }

    let log = CallLog<Call, Answers>(answers: Answers())
    var calls: [Call] { log.calls }

    var score: Score { log.answers.score }
    var timer: GatherTimer { log.answers.timer }

    func players(of team: Team) -> [Player] { log.record(.players(of: team)) { $0.teams[team] ?? [] } }
    func setScore(_ goals: Int, for team: Team) { log.record(.setScore(goals, for: team)) }
    func toggleTimer() { log.record(.toggleTimer) }
    func cancelTimer() { log.record(.cancelTimer) }
    func setTime(minutes: Int, seconds: Int) { log.record(.setTime(minutes: minutes, seconds: seconds)) }
    func endGather() async { log.record(.endGather) }
}

/// Stands in for the presenter in interactor tests: what the interactor reported, in order.
final class GatherOutputSpy: GatherPresenterServiceHandler {
    enum Call: Equatable, Sendable {
        case timerDidChange(GatherTimer)
        case gatherDidEnd
        case serviceFailed(FootballGatherError)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    /// Every time left reported, in seconds, in order.
    var remaining: [Int] {
        calls.compactMap { call -> Int? in
            guard case .timerDidChange(let timer) = call else { return nil }
            return timer.remainingSeconds
        }
    }

    func timerDidChange(_ timer: GatherTimer) { log.record(.timerDidChange(timer)) }
    func gatherDidEnd() { log.record(.gatherDidEnd) }
    func serviceFailed(with error: FootballGatherError) { log.record(.serviceFailed(error)) }
}

final class GatherRouterMock: GatherRouterProtocol {
    enum Call: Equatable, Sendable {
        case popToPlayerListView
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func popToPlayerListView() { log.record(.popToPlayerListView) }
}

/// Gather as the view sees it: every call is recorded, nothing else happens.
final class GatherPresenterMock: GatherPresenterProtocol {
    enum Call: Equatable, Sendable {
        case viewDidLoad
        case viewDidDisappear
        case didChangeScore(Int, for: Team)
        case didTapTimerAction
        case didTapCancelTimer
        case didTapSetTimer
        case didPickMinutes(at: Int)
        case didPickSeconds(at: Int)
        case didTapCancelPicker
        case didTapDonePicker
        case didTapEndGather
        case didConfirmEndGather
        case didCancelEndGather
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func viewDidLoad() { log.record(.viewDidLoad) }
    func viewDidDisappear() { log.record(.viewDidDisappear) }
    func didChangeScore(_ goals: Int, for team: Team) { log.record(.didChangeScore(goals, for: team)) }
    func didTapTimerAction() { log.record(.didTapTimerAction) }
    func didTapCancelTimer() { log.record(.didTapCancelTimer) }
    func didTapSetTimer() { log.record(.didTapSetTimer) }
    func didPickMinutes(at index: Int) { log.record(.didPickMinutes(at: index)) }
    func didPickSeconds(at index: Int) { log.record(.didPickSeconds(at: index)) }
    func didTapCancelPicker() { log.record(.didTapCancelPicker) }
    func didTapDonePicker() { log.record(.didTapDonePicker) }
    func didTapEndGather() { log.record(.didTapEndGather) }
    func didConfirmEndGather() async { log.record(.didConfirmEndGather) }
    func didCancelEndGather() { log.record(.didCancelEndGather) }
}
