import FootballGatherUI
import TerminalUI

/// The Gather screen: renders ``GatherViewModel`` and forwards score, timer and "End Gather"
/// to it. Leaving the screen stops the timer.
final class GatherView: ViewController {
    private let viewModel: GatherViewModel

    init(viewModel: GatherViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override var screen: Screen {
        GatherScreen.make(
            teamA: viewModel.teamA,
            teamB: viewModel.teamB,
            score: viewModel.score,
            timer: viewModel.timer,
            pickedTime: viewModel.timeSelection.map { ($0.minutes, $0.seconds) },
            isLoading: viewModel.isEnding,
            errorMessage: viewModel.errorMessage,
            isConfirmingEnd: viewModel.isConfirmingEnd
        )
    }

    override func handle(_ event: Event) {
        switch event {
        case .step(GatherScreen.ID.score(.teamA), let goals): viewModel.setScore(goals, for: .teamA)
        case .step(GatherScreen.ID.score(.teamB), let goals): viewModel.setScore(goals, for: .teamB)
        case .tap(GatherScreen.ID.timerAction): toggleTimer()
        case .tap(GatherScreen.ID.setTimer): viewModel.showTimePicker()
        case .tap(GatherScreen.ID.cancelTimer): viewModel.cancelTimer()
        case .tap(GatherScreen.ID.cancelPicker): viewModel.cancelTimePicker()
        case .tap(GatherScreen.ID.donePicker): viewModel.confirmTimePicker()
        case .tap(GatherScreen.ID.endGather): viewModel.requestEnd()
        case .pick(GatherScreen.ID.timePicker, let component, let row): pick(row, in: component)
        case .alert(let action): answerAlert(action)
        default: break
        }
    }

    override func viewDidDisappear() {
        viewModel.onDisappear()
    }

    /// The countdown is work in flight like any other: the toolkit tracks it, so script mode
    /// renders only once each tick has landed.
    private func toggleTimer() {
        viewModel.toggleTimer()
        if let countdown = viewModel.ticking { track(countdown) }
    }

    private func pick(_ row: Int, in component: Int) {
        switch GatherScreen.PickerComponent(rawValue: component) {
        case .minutes: viewModel.pickMinutes(at: row)
        case .seconds: viewModel.pickSeconds(at: row)
        case nil: break
        }
    }

    private func answerAlert(_ action: String) {
        if !viewModel.isConfirmingEnd {
            viewModel.dismissError()
        } else if ConfirmationAlert.isConfirmed(action) {
            perform { [viewModel] in await viewModel.confirmEnd() }
        } else {
            viewModel.cancelEnd()
        }
    }
}
