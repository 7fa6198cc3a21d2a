import FootballGatherUI
import ReactorSupport
import TerminalUI

/// The Gather screen: draws teams, score and timer with the shared builder, turns events
/// into actions, and presents the error pulse. Leaving the screen stops the timer.
final class GatherView: ViewController {
    private let reactor: GatherReactor
    private var errorAlert: PulseBinding<String?>?

    init(initialState: GatherState, context: SceneAssembly, delegate: (any GatherDelegate)?) {
        reactor = GatherReactor(initialState: initialState, worker: GatherWorker(context: context, delegate: delegate))
        super.init()
        errorAlert = context.errorAlertBinding { [reactor] in reactor.state.$errorMessage }
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
        guard let action = action(for: event) else { return }
        track(reactor.send(action))
    }

    override func viewDidDisappear() {
        track(reactor.send(.disappear))
    }

    private func action(for event: Event) -> GatherReactor.Action? {
        switch event {
        case .step(GatherScreen.ID.score(.teamA), let goals): .step(.teamA, goals: goals)
        case .step(GatherScreen.ID.score(.teamB), let goals): .step(.teamB, goals: goals)
        case .tap(GatherScreen.ID.timerAction): .tapTimerAction
        case .tap(GatherScreen.ID.setTimer): .tapSetTimer
        case .tap(GatherScreen.ID.cancelTimer): .tapCancelTimer
        case .tap(GatherScreen.ID.cancelPicker): .tapCancelPicker
        case .tap(GatherScreen.ID.donePicker): .tapDonePicker
        case .tap(GatherScreen.ID.endGather): .tapEndGather
        case .pick(GatherScreen.ID.timePicker, GatherScreen.PickerComponent.minutes.rawValue, let row): .pickMinutes(row)
        case .pick(GatherScreen.ID.timePicker, GatherScreen.PickerComponent.seconds.rawValue, let row): .pickSeconds(row)
        case .alert(let answer): .answerEnd(confirmed: ConfirmationAlert.isConfirmed(answer))
        default: nil
        }
    }
}
