import FootballGatherUI
import TerminalUI

/// The Gather screen: renders ``GatherViewModel`` and its countdown, and forwards score,
/// timer and "End Gather" to them. Leaving the screen stops the timer.
final class GatherView: ViewController {
    private let viewModel: GatherViewModel

    init(viewModel: GatherViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override var screen: Screen {
        GatherScreen.make(
            time: viewModel.countdown.timeText,
            teamAScore: viewModel.teamAScore,
            teamBScore: viewModel.teamBScore,
            teamA: viewModel.teamARows,
            teamB: viewModel.teamBRows,
            controls: viewModel.countdown.controls,
            isLoading: viewModel.isEnding,
            alert: viewModel.alert
        )
    }

    override func handle(_ event: Event) {
        let countdown = viewModel.countdown
        switch event {
        case .step(GatherScreen.ID.score(.teamA), let goals): viewModel.setScore(goals, for: .teamA)
        case .step(GatherScreen.ID.score(.teamB), let goals): viewModel.setScore(goals, for: .teamB)
        case .tap(GatherScreen.ID.timerAction): countdown.toggle()
        case .tap(GatherScreen.ID.setTimer): countdown.showPicker()
        case .tap(GatherScreen.ID.cancelTimer): countdown.cancel()
        case .tap(GatherScreen.ID.cancelPicker): countdown.cancelPicker()
        case .tap(GatherScreen.ID.donePicker): countdown.confirmPicker()
        case .tap(GatherScreen.ID.endGather): viewModel.requestEnd()
        case .pick(GatherScreen.ID.timePicker, GatherScreen.PickerComponent.minutes.rawValue, let row): countdown.pickMinutes(at: row)
        case .pick(GatherScreen.ID.timePicker, GatherScreen.PickerComponent.seconds.rawValue, let row): countdown.pickSeconds(at: row)
        case .alert(let action):
            perform { [viewModel] in await viewModel.answerAlert(confirmed: ConfirmationAlert.isConfirmed(action)) }
        default: break
        }
    }

    override func viewDidDisappear() {
        viewModel.onDisappear()
    }
}
