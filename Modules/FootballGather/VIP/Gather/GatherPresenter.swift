import FootballGatherModel
import FootballGatherUI

/// What Gather's Interactor hands on to be shown.
@MainActor
protocol GatherPresentationLogic: AnyObject {
    func presentGather(response: Gather.FetchGather.Response)
    func presentEndedGather(response: Gather.EndGather.Response)
}

/// Words Gather: the team rows, the countdown as "mm:ss", the action button's "Start",
/// "Pause" or "Resume" (disabled only when stopped on 00:00), the picker instead of the
/// timer buttons while it is open, loading while the end is saved, and the end question.
/// It keeps no state.
@MainActor
final class GatherPresenter: GatherPresentationLogic {
    weak var viewController: (any GatherDisplayLogic)?

    func presentGather(response: Gather.FetchGather.Response) {
        viewController?.displayGather(viewModel: Gather.FetchGather.ViewModel(
            teamA: response.teamA.map(PlayerFormatter.teamRow),
            teamB: response.teamB.map(PlayerFormatter.teamRow),
            teamAScore: response.score.teamA,
            teamBScore: response.score.teamB,
            time: Self.time(response.timer.remainingSeconds),
            controls: Self.controls(for: response.timer, pickedTime: response.pickedTime),
            isLoading: response.isEnding,
            alert: response.isConfirmingEnd ? .confirmEnd : nil
        ))
    }

    func presentEndedGather(response: Gather.EndGather.Response) {
        viewController?.displayEndedGather(viewModel: Gather.EndGather.ViewModel(errorMessage: response.error?.message))
    }

    /// "mm:ss", both two digits.
    static func time(_ seconds: Int) -> String {
        [seconds / 60, seconds % 60].map { $0 < 10 ? "0\($0)" : String($0) }.joined(separator: ":")
    }

    static func actionTitle(of state: GatherTimer.State) -> String {
        switch state {
        case .stopped: "Start"
        case .running: "Pause"
        case .paused: "Resume"
        }
    }

    private static func controls(for timer: GatherTimer, pickedTime: Gather.PickedTime?) -> GatherScreen.Controls {
        if let pickedTime {
            return .timePicker(GatherScreen.TimePicker(selectedMinute: pickedTime.minutes, selectedSecond: pickedTime.seconds))
        }
        return .timer(actionTitle: actionTitle(of: timer.state), isActionEnabled: timer.state != .stopped || timer.canStart)
    }
}
