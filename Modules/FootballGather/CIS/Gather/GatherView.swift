import AppSupport
import FootballGatherUI
import TerminalUI

/// The Gather screen: assembles its scene, draws teams, score and timer with the shared
/// builder, and hands every event to the Controller. Leaving the screen stops the timer.
final class GatherView: ViewController {
    private let controller: any GatherControllerable
    private let store: GatherStore

    init(initialState: GatherState, assembly: SceneAssembly, delegate: (any GatherDelegate)?) {
        let ticker = Ticker(clock: assembly.environment.clock, track: assembly.activity.track)
        let worker = GatherWorker(assembly: assembly, ticker: ticker, delegate: delegate)
        let store = GatherStore(initialState: initialState)
        let controller = GatherController(interactor: GatherInteractor(store: store, worker: worker), store: store)
        worker.countdownDelegate = controller
        self.controller = controller
        self.store = store
        super.init()
        worker.view = self
    }

    override var screen: Screen {
        let model = store.viewModel
        return GatherScreen.make(
            time: model.time, teamAScore: model.teamAScore, teamBScore: model.teamBScore,
            teamA: model.teamA, teamB: model.teamB, controls: model.controls,
            isLoading: model.isLoading, alert: model.alert
        )
    }

    override func handle(_ event: Event) {
        guard let event = GatherScreen.Event(event), let action = action(for: event) else { return }
        track(controller.execute(action))
    }

    override func viewDidDisappear() {
        track(controller.execute(.disappear))
    }

    private func action(for event: GatherScreen.Event) -> GatherAction? {
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
