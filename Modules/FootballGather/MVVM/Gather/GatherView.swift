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
        guard let event = GatherScreen.Event(event) else { return }
        switch event {
        case .step(.score(.teamA), let goals): viewModel.setScore(goals, for: .teamA)
        case .step(.score(.teamB), let goals): viewModel.setScore(goals, for: .teamB)
        case .tap(.timerAction): countdown.toggle()
        case .tap(.setTimer): countdown.showPicker()
        case .tap(.cancelTimer): countdown.cancel()
        case .tap(.cancelPicker): countdown.cancelPicker()
        case .tap(.donePicker): countdown.confirmPicker()
        case .tap(.endGather): viewModel.requestEnd()
        case .pick(.minutes, let row): countdown.pickMinutes(at: row)
        case .pick(.seconds, let row): countdown.pickSeconds(at: row)
        case .answer(let answer): perform { [viewModel] in await viewModel.answerAlert(answer) }
        case .dismissError: viewModel.dismissError()
        }
    }

    override func viewDidDisappear() {
        viewModel.onDisappear()
    }
}
