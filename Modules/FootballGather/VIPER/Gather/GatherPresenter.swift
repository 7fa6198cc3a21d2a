import FootballGatherModel

/// Gather's presenter: shows teams, score and countdown, runs the time picker, asks before
/// ending, reports the end to its delegate and closes the flow through its router.
@MainActor
final class GatherPresenter {
    weak var view: (any GatherViewProtocol)?
    weak var delegate: (any GatherDelegate)?
    let interactor: any GatherInteractorProtocol
    let router: any GatherRouterProtocol
    /// The picker's rows while it is open.
    private(set) var pickedTime: PickedTime?
    private(set) var isEnding = false

    init(interactor: any GatherInteractorProtocol, router: any GatherRouterProtocol, delegate: (any GatherDelegate)?) {
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
    }

    private func displayPicker(_ time: PickedTime) {
        pickedTime = time
        view?.displayTimePicker(time)
    }

    private func closePicker() {
        pickedTime = nil
        view?.hideTimePicker()
    }
}

// MARK: - View configuration

extension GatherPresenter: GatherPresenterViewConfiguration {
    func viewDidLoad() {
        view?.displayTeams(teamA: interactor.players(of: .teamA), teamB: interactor.players(of: .teamB))
        view?.displayScore(interactor.score)
        view?.displayTimer(interactor.timer)
    }

    func viewDidDisappear() {
        interactor.cancelTimer()
    }
}

// MARK: - Score

extension GatherPresenter: GatherPresenterScoreHandler {
    func didChangeScore(_ goals: Int, for team: Team) {
        interactor.setScore(goals, for: team)
        view?.displayScore(interactor.score)
    }
}

// MARK: - Timer

extension GatherPresenter: GatherPresenterTimerHandler {
    func didTapTimerAction() async {
        await interactor.toggleTimer()
    }

    func didTapCancelTimer() {
        interactor.cancelTimer()
    }
}

// MARK: - Time picker

extension GatherPresenter: GatherPresenterTimePickerHandler {
    /// Opens the picker on the selected time; the countdown goes on meanwhile.
    func didTapSetTimer() {
        let timer = interactor.timer
        displayPicker(PickedTime(minutes: timer.selectedMinuteIndex, seconds: timer.selectedSecondIndex))
    }

    func didPickMinutes(at index: Int) {
        guard var time = pickedTime, GatherTimer.minuteOptions.indices.contains(index) else { return }
        time.minutes = index
        displayPicker(time)
    }

    func didPickSeconds(at index: Int) {
        guard var time = pickedTime, GatherTimer.secondOptions.indices.contains(index) else { return }
        time.seconds = index
        displayPicker(time)
    }

    /// Closes the picker; nothing changes.
    func didTapCancelPicker() {
        closePicker()
    }

    /// Selects the picked time, which stops the countdown.
    func didTapDonePicker() {
        guard let time = pickedTime else { return }
        interactor.setTime(minutes: time.minutes, seconds: time.seconds)
        closePicker()
    }
}

// MARK: - Ending

extension GatherPresenter: GatherPresenterEndHandler {
    func didTapEndGather() {
        view?.displayEndConfirmation()
    }

    func didConfirmEndGather() async {
        guard !isEnding else { return }
        isEnding = true
        view?.showLoadingView()
        await interactor.endGather()
    }
}

// MARK: - Service handler

extension GatherPresenter: GatherPresenterServiceHandler {
    func timerDidChange(_ timer: GatherTimer) {
        view?.displayTimer(timer)
    }

    func gatherDidEnd() {
        isEnding = false
        view?.hideLoadingView()
        delegate?.didEndGather()
        router.popToPlayerListView()
    }

    /// Score and countdown carry on as they were.
    func serviceFailed(with error: FootballGatherError) {
        isEnding = false
        view?.hideLoadingView()
        view?.handleError(error.message)
    }
}
