import FootballGatherUI
import ReactorSupport
import TerminalUI

/// The Gather screen: draws teams, score and timer with the shared builder, turns events
/// into actions, and presents the error pulse. Leaving the screen stops the timer.
final class GatherView: ViewController {
    private let reactor: GatherReactor
    private var errorAlert: PulseBinding<String?>?

    init(initialState: GatherState, assembly: SceneAssembly, delegate: (any GatherDelegate)?) {
        reactor = GatherReactor(initialState: initialState, worker: GatherWorker(assembly: assembly, delegate: delegate))
        super.init()
        errorAlert = assembly.errorAlertBinding(on: self) { [reactor] in reactor.state.$errorMessage }
    }

    override var screen: Screen {
        let state = reactor.state
        return GatherScreen.make(
            time: state.time, teamAScore: state.domainState.score.teamA, teamBScore: state.domainState.score.teamB,
            teamA: state.rows(.teamA), teamB: state.rows(.teamB), controls: state.controls,
            isLoading: state.isLoading, alert: state.alert
        )
    }

    override func handle(_ event: Event) {
        guard let event = GatherScreen.Event(event), let action = action(for: event) else { return }
        track(reactor.send(action))
    }

    override func viewDidDisappear() {
        track(reactor.send(.disappear))
    }

    private func action(for event: GatherScreen.Event) -> GatherReactor.Action? {
        switch event {
        case .step(.score(.teamA), let goals): .step(.teamA, goals: goals)
        case .step(.score(.teamB), let goals): .step(.teamB, goals: goals)
        case .tap(.timerAction): .tapTimerAction
        case .tap(.setTimer): .tapSetTimer
        case .tap(.cancelTimer): .tapCancelTimer
        case .tap(.cancelPicker): .tapCancelPicker
        case .tap(.donePicker): .tapDonePicker
        case .tap(.endGather): .tapEndGather
        case .pick(.minutes, let row): .pickMinutes(row)
        case .pick(.seconds, let row): .pickSeconds(row)
        case .answer(let answer): .answerEnd(confirmed: answer == .yes)
        // Errors are alerts this screen presents; the toolkit takes their answer.
        case .dismissError: nil
        }
    }
}
