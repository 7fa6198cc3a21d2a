import FootballGatherModel
import FootballGatherUI

// MARK: - Module output

/// Told when the gather has been saved as ended (Radu Dan's `GatherDelegate`).
@MainActor
protocol GatherDelegate: AnyObject {
    func didEndGather()
}

// MARK: - View

@MainActor
protocol GatherViewConfigurable: AnyObject {
    func displayTeams(teamA: [GatherScreen.Row], teamB: [GatherScreen.Row])
    func displayScore(teamA: Int, teamB: Int)
    /// The countdown as "mm:ss", and under it the timer buttons or the time picker.
    func displayTimer(time: String, controls: GatherScreen.Controls)
}

@MainActor
protocol GatherViewAlerting: AnyObject {
    /// The confirmation the presenter put up; nil closes it. Errors come through `ErrorHandler`.
    func displayConfirmation(_ alert: GatherScreen.Alert?)
}

typealias GatherViewProtocol = GatherViewConfigurable & GatherViewAlerting & LoadingView & ErrorHandler

// MARK: - Presenter

@MainActor
protocol GatherPresenterViewConfiguration: AnyObject {
    func viewDidLoad()
    /// The screen left the stack: the countdown stops for good.
    func viewDidDisappear()
}

@MainActor
protocol GatherPresenterScoreHandler: AnyObject {
    func didChangeScore(_ goals: Int, for team: Team)
}

@MainActor
protocol GatherPresenterTimerHandler: AnyObject {
    /// Start, pause or resume.
    func didTapTimerAction()
    func didTapCancelTimer()
}

/// The "Set" picker: opened on the selected time, "Done" applies what was picked.
@MainActor
protocol GatherPresenterTimePickerHandler: AnyObject {
    func didTapSetTimer()
    func didPickMinutes(at index: Int)
    func didPickSeconds(at index: Int)
    func didTapCancelPicker()
    func didTapDonePicker()
}

/// "End Gather" and the answers to the alert the presenter put up.
@MainActor
protocol GatherPresenterAlertHandler: AnyObject {
    func didTapEndGather()
    func didConfirmEndGather() async
    func didCancelEndGather()
}

typealias GatherPresenterProtocol = GatherPresenterViewConfiguration & GatherPresenterScoreHandler
    & GatherPresenterTimerHandler & GatherPresenterTimePickerHandler & GatherPresenterAlertHandler

/// How the interactor answers the presenter.
@MainActor
protocol GatherPresenterServiceHandler: AnyObject {
    /// The countdown changed: started, paused, ticked, stopped, reset or set.
    func timerDidChange(_ timer: GatherTimer)
    func gatherDidEnd()
    func serviceFailed(with error: FootballGatherError)
}

// MARK: - Interactor

@MainActor
protocol GatherInteractorScore: AnyObject {
    func players(of team: Team) -> [Player]
    var score: Score { get }
    /// Sets the goals of `team`; values outside `Score.range` are ignored.
    func setScore(_ goals: Int, for team: Team)
}

@MainActor
protocol GatherInteractorTimer: AnyObject {
    var timer: GatherTimer { get }
    /// Start, pause or resume; while the timer runs it ticks once a second.
    func toggleTimer()
    /// Stops the countdown and puts the selected time back.
    func cancelTimer()
    /// Selects a new time, which stops the countdown.
    func setTime(minutes: Int, seconds: Int)
}

@MainActor
protocol GatherInteractorServiceRequester: AnyObject {
    /// Saves the score and its winner, and stops the countdown.
    func endGather() async
}

typealias GatherInteractorProtocol = GatherInteractorScore & GatherInteractorTimer & GatherInteractorServiceRequester

// MARK: - Router

@MainActor
protocol GatherRouterProtocol: AnyObject {
    /// Closes Gather and Confirm players, back to Players.
    func popToPlayerListView()
}
