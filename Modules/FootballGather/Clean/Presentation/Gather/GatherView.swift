import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// The Gather screen: renders ``AppState/gather``; the steppers, the timer and
/// "End Gather" go through their use cases. The view owns the countdown's task, the way a
/// SwiftUI view owns a `.task`: it runs while the timer runs and ends when the screen leaves.
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
    private var countdown: Task<Void, Never>?

    public init(appState: AppState, useCases: UseCases) {
        self.appState = appState
        self.useCases = useCases
        super.init()
    }

    override public var screen: Screen {
        guard let gather = appState.gather else { return Screen(title: "") }
        return GatherScreen.make(
            teamA: gather.teamA,
            teamB: gather.teamB,
            score: gather.score,
            timer: gather.timer,
            pickedTime: gather.pickedTime,
            isLoading: gather.isEnding,
            errorMessage: gather.errorMessage,
            isConfirmingEnd: gather.isConfirmingEnd
        )
    }

    override public func handle(_ event: Event) {
        let minutes = GatherScreen.PickerComponent.minutes.rawValue
        switch event {
        case .step(GatherScreen.ID.score(.teamA), let goals): useCases.score.setGoals(goals, for: .teamA)
        case .step(GatherScreen.ID.score(.teamB), let goals): useCases.score.setGoals(goals, for: .teamB)
        case .tap(let id): tap(id)
        case .pick(GatherScreen.ID.timePicker, minutes, let row): useCases.timer.pickMinutes(at: row)
        case .pick(GatherScreen.ID.timePicker, _, let row): useCases.timer.pickSeconds(at: row)
        case .alert where appState.gather?.errorMessage != nil: appState.gather?.errorMessage = nil
        case .alert(let action) where ConfirmationAlert.isConfirmed(action): perform { [useCases] in await useCases.end.confirm() }
        case .alert: useCases.end.cancel()
        default: break
        }
    }

    /// Back (or the end of the gather) stops the timer for good.
    override public func viewDidDisappear() {
        changeTimer { $0.cancel() }
    }

    private func tap(_ id: String) {
        switch id {
        case GatherScreen.ID.timerAction: changeTimer { $0.toggle() }
        case GatherScreen.ID.cancelTimer: changeTimer { $0.cancel() }
        case GatherScreen.ID.donePicker: changeTimer { $0.applyPicker() }
        case GatherScreen.ID.setTimer: useCases.timer.openPicker()
        case GatherScreen.ID.cancelPicker: useCases.timer.closePicker()
        case GatherScreen.ID.endGather: useCases.end.request()
        default: break
        }
    }

    /// Changes the timer's state, then ends the countdown task and starts a fresh one if the
    /// timer now runs (SwiftUI's `.task(id:)`). The task is tracked, so script mode waits for
    /// each of its seconds.
    private func changeTimer(_ change: (any GatherTimerUseCase) -> Void) {
        change(useCases.timer)
        countdown?.cancel()
        countdown = appState.gather?.timer.state == .running
            ? perform { [useCases] in await useCases.timer.runCountdown() }
            : nil
    }
}
