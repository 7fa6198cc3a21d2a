import Foundation
import FootballGatherModel
import FootballGatherUI

/// Gather's presenter: words teams, score and countdown ("mm:ss", Start / Pause / Resume),
/// runs the time picker, asks before ending, decides which alert shows, reports the end to
/// its delegate and closes the flow through its router.
@MainActor
final class GatherPresenter {
    /// The rows the time picker has selected while it is open, before "Done" applies them.
    struct PickedTime: Equatable {
        var minutes: Int
        var seconds: Int
    }

    weak var view: (any GatherViewProtocol)?
    weak var delegate: (any GatherDelegate)?
    let interactor: any GatherInteractorProtocol
    let router: any GatherRouterProtocol
    /// The picker's rows while it is open.
    private(set) var pickedTime: PickedTime?
    private(set) var isConfirmingEnd = false
    private(set) var isEnding = false

    init(interactor: any GatherInteractorProtocol, router: any GatherRouterProtocol, delegate: (any GatherDelegate)?) {
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
    }

    /// "mm:ss".
    static func timeText(seconds: Int) -> String {
        String(format: "%02ld:%02ld", seconds / 60, seconds % 60)
    }

    static func actionTitle(of state: GatherTimer.State) -> String {
        switch state {
        case .stopped: "Start"
        case .running: "Pause"
        case .paused: "Resume"
        }
    }

    private func display(_ timer: GatherTimer) {
        view?.displayTimer(time: Self.timeText(seconds: timer.remainingSeconds), controls: controls(for: timer))
    }

    /// The picker replaces the timer buttons while it is open; the action button does
    /// nothing (disabled) only when stopped on 00:00.
    private func controls(for timer: GatherTimer) -> GatherScreen.Controls {
        guard let pickedTime else {
            return .timer(actionTitle: Self.actionTitle(of: timer.state), isActionEnabled: timer.state != .stopped || timer.canStart)
        }
        return .timePicker(GatherScreen.TimePicker(selectedMinute: pickedTime.minutes, selectedSecond: pickedTime.seconds))
    }

    private func displayScore() {
        let score = interactor.score
        view?.displayScore(teamA: score.teamA, teamB: score.teamB)
    }

    private func rows(of team: Team) -> [GatherScreen.Row] {
        interactor.players(of: team).map { player in
            GatherScreen.Row(playerID: player.id, name: player.name, detail: PlayerFormatter.position(of: player))
        }
    }

    /// The confirmation, or none (an error is the view's own alert, over it).
    private func displayConfirmation() {
        view?.displayConfirmation(isConfirmingEnd ? .confirmEnd : nil)
    }

    private func setPickedTime(_ time: PickedTime?) {
        pickedTime = time
        display(interactor.timer)
    }
}

// MARK: - View configuration

extension GatherPresenter: GatherPresenterViewConfiguration {
    func viewDidLoad() {
        view?.displayTeams(teamA: rows(of: .teamA), teamB: rows(of: .teamB))
        displayScore()
        display(interactor.timer)
    }

    func viewDidDisappear() {
        interactor.cancelTimer()
    }
}

// MARK: - Score

extension GatherPresenter: GatherPresenterScoreHandler {
    /// Shows the score the interactor kept, which may not be the one asked for.
    func didChangeScore(_ goals: Int, for team: Team) {
        interactor.setScore(goals, for: team)
        displayScore()
    }
}

// MARK: - Timer

extension GatherPresenter: GatherPresenterTimerHandler {
    func didTapTimerAction() {
        interactor.toggleTimer()
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
        setPickedTime(PickedTime(minutes: timer.selectedMinuteIndex, seconds: timer.selectedSecondIndex))
    }

    func didPickMinutes(at index: Int) {
        guard var time = pickedTime, GatherScreen.TimePicker.minuteRows.indices.contains(index) else { return }
        time.minutes = index
        setPickedTime(time)
    }

    func didPickSeconds(at index: Int) {
        guard var time = pickedTime, GatherScreen.TimePicker.secondRows.indices.contains(index) else { return }
        time.seconds = index
        setPickedTime(time)
    }

    /// Closes the picker; nothing changes.
    func didTapCancelPicker() {
        setPickedTime(nil)
    }

    /// Selects the picked time, which stops the countdown.
    func didTapDonePicker() {
        guard let time = pickedTime else { return }
        interactor.setTime(minutes: time.minutes, seconds: time.seconds)
        setPickedTime(nil)
    }
}

// MARK: - Ending and alerts

extension GatherPresenter: GatherPresenterAlertHandler {
    func didTapEndGather() {
        isConfirmingEnd = true
        displayConfirmation()
    }

    /// Ignored while an end is being saved: the confirmation stays open until the first
    /// end lands, as a tap on a button whose action is already running does nothing.
    func didConfirmEndGather() async {
        guard !isEnding else { return }
        isConfirmingEnd = false
        displayConfirmation()
        isEnding = true
        view?.showLoadingView()
        await interactor.endGather()
    }

    /// Only closes the confirmation, as Radu Dan's nil-handler action.
    func didCancelEndGather() {
        isConfirmingEnd = false
        displayConfirmation()
    }

}

// MARK: - Service handler

extension GatherPresenter: GatherPresenterServiceHandler {
    func timerDidChange(_ timer: GatherTimer) {
        display(timer)
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
