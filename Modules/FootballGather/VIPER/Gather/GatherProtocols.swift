import FootballGatherModel

// MARK: - Module output

/// Told when the gather has been saved as ended (the seed's `GatherDelegate`).
@MainActor
protocol GatherDelegate: AnyObject {
    func didEndGather()
}

// MARK: - View

@MainActor
protocol GatherViewConfigurable: AnyObject {
    func displayTeams(teamA: [Player], teamB: [Player])
    func displayScore(_ score: Score)
    /// The countdown: its time, and the action button's title and state.
    func displayTimer(_ timer: GatherTimer)
}

@MainActor
protocol GatherViewTimePicker: AnyObject {
    func displayTimePicker(_ time: PickedTime)
    func hideTimePicker()
}

@MainActor
protocol GatherViewConfirmable: AnyObject {
    /// "End Gather" / "Are you sure…?" (Yes / Cancel).
    func displayEndConfirmation()
}

typealias GatherViewProtocol = GatherViewConfigurable & GatherViewTimePicker & GatherViewConfirmable
    & LoadingView & ErrorHandler

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
    /// Start, pause or resume; returns once the countdown it started stops.
    func didTapTimerAction() async
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

@MainActor
protocol GatherPresenterEndHandler: AnyObject {
    func didTapEndGather()
    func didConfirmEndGather() async
}

typealias GatherPresenterProtocol = GatherPresenterViewConfiguration & GatherPresenterScoreHandler
    & GatherPresenterTimerHandler & GatherPresenterTimePickerHandler & GatherPresenterEndHandler

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
    /// Start, pause or resume. Once started it returns only when the countdown stops, so
    /// the caller's task lasts as long as the countdown does.
    func toggleTimer() async
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
