import AppSupport
import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// The Gather screen: the gather in progress from ``AppState/gather``, with the view's own
/// ``State``. The view owns the countdown's ``Ticker``, the way a SwiftUI view owns a timer:
/// it ticks while the timer runs, each second one call to
/// ``GatherTimerUseCase/tick()``, and stops for good when the screen leaves.
public final class GatherView: ViewController {
    /// The use cases Gather can start.
    public struct UseCases {
        public var score: any KeepScoreUseCase
        public var timer: any GatherTimerUseCase
        public var end: any EndGatherUseCase

        public init(score: any KeepScoreUseCase, timer: any GatherTimerUseCase, end: any EndGatherUseCase) {
            self.score = score
            self.timer = timer
            self.end = end
        }
    }

    private let appState: AppState
    private let useCases: UseCases
    private let clock: any Clock<Duration>
    private var ticker: Ticker?
    private(set) var state = State() {
        didSet { setNeedsDisplay() }
    }

    public init(appState: AppState, useCases: UseCases, clock: any Clock<Duration>) {
        self.appState = appState
        self.useCases = useCases
        self.clock = clock
        super.init()
    }

    override public var screen: Screen {
        guard let gather = appState.gather else { return Screen(title: "") }
        return GatherScreen.make(
            time: State.time(of: gather.timer),
            teamAScore: gather.score.teamA,
            teamBScore: gather.score.teamB,
            teamA: State.rows(gather.teamA),
            teamB: State.rows(gather.teamB),
            controls: state.controls(for: gather.timer),
            isLoading: state.isEnding,
            alert: state.alert
        )
    }

    override public func handle(_ event: Event) {
        guard let event = GatherScreen.Event(event) else { return }
        switch event {
        case .step(.score(.teamA), let goals): useCases.score.setGoals(goals, for: .teamA)
        case .step(.score(.teamB), let goals): useCases.score.setGoals(goals, for: .teamB)
        case .tap(let button): tap(button)
        case .pick(let component, let row): state.pick(component, row: row)
        case .answer(.yes): end()
        case .answer(.cancel): state.isConfirmingEnd = false
        case .dismissError: state.errorMessage = nil
        }
    }

    /// Back (or the end of the gather) stops the timer for good.
    override public func viewDidDisappear() {
        changeTimer { $0.cancel() }
    }

    private func tap(_ button: GatherScreen.Button) {
        switch button {
        case .timerAction: changeTimer { $0.toggle() }
        case .cancelTimer: changeTimer { $0.cancel() }
        case .setTimer: appState.gather.map { state.openPicker(on: $0.timer) }
        case .cancelPicker: state.pickedTime = nil
        case .donePicker: applyPickedTime()
        case .endGather: state.isConfirmingEnd = true
        }
    }

    private func applyPickedTime() {
        guard let picked = state.pickedTime else { return }
        state.pickedTime = nil
        changeTimer { $0.set(minutes: picked.minutes, seconds: picked.seconds) }
    }

    /// Changes the timer, then lets the ticker follow it: a fresh second starts with every
    /// change, and ticks come only while the timer runs.
    private func changeTimer(_ change: (any GatherTimerUseCase) -> Void) {
        change(useCases.timer)
        ticker?.stop()
        guard appState.gather?.timer.state == .running, let activity = navigationController?.rootActivity else { return }
        let ticker = ticker ?? Ticker(clock: clock, track: activity.track)
        self.ticker = ticker
        ticker.start { [weak self] in self?.tick() }
    }

    private func tick() {
        useCases.timer.tick()
        if appState.gather?.timer.state != .running {
            ticker?.stop()
        }
    }

    private func end() {
        guard !state.isEnding else { return }
        state.isConfirmingEnd = false
        state.isEnding = true
        perform { [weak self, useCases] in
            do throws(FootballGatherError) {
                try await useCases.end.end()
            } catch {
                self?.state.errorMessage = error.message
            }
            self?.state.isEnding = false
        }
    }
}
