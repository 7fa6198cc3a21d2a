import FootballGatherModel
import Observation

/// Everything the Gather scene knows. The timer and its picker are view state only: the
/// Store alone drives them, the Interactor never needs them.
struct GatherState: Equatable, Sendable {
    var viewModel: GatherModels.ViewModel
    var domainState: DomainState

    /// The gather just started on Confirm players: no goals, 10:00 on a stopped timer.
    init(gather: Gather, userID: Int64) {
        viewModel = GatherModels.ViewModel(teamA: gather.players(of: .teamA), teamB: gather.players(of: .teamB))
        domainState = DomainState(gatherID: gather.id, userID: userID)
    }

    struct DomainState: Equatable, Sendable {
        let gatherID: Int64
        let userID: Int64
        var score = Score.zero
        var isConfirmingEnd = false
        var isEnding = false
    }
}

/// The changes the Gather state goes through.
enum GatherMutation: Sendable {
    case setScore(Team, goals: Int)
    /// Start, pause or resume.
    case toggleTimer
    case cancelTimer
    /// One second of the countdown passed.
    case tick
    case showTimePicker
    case pickMinutes(Int)
    case pickSeconds(Int)
    case closeTimePicker
    case applyTimePicker
    case askToEnd
    case cancelEnd
    case endStarted
    case mutateEndGather(GatherModels.EndGather.Response)
    /// The screen left the stack.
    case leave
}

protocol GatherMutatable: AnyObject, Sendable {
    @MainActor func execute(_ mutation: GatherMutation)
}

protocol HasGatherDomainState: AnyObject, Sendable {
    @MainActor var domainState: GatherState.DomainState { get }
}

/// Holds the Gather state. The countdown is a side effect: the Worker runs it exactly
/// while the timer runs, and the Store tells it so after each change of the timer.
@MainActor @Observable
final class GatherStore: GatherMutatable, HasGatherDomainState {
    private(set) var state: GatherState
    @ObservationIgnored private let worker: any GatherWorkable

    init(initialState: GatherState, worker: any GatherWorkable) {
        self.state = initialState
        self.worker = worker
    }

    var domainState: GatherState.DomainState { state.domainState }

    func execute(_ mutation: GatherMutation) {
        state = execute(state: state, mutation: mutation)
    }

    func execute(state: GatherState, mutation: GatherMutation) -> GatherState {
        var state = state
        let timerWas = state.viewModel.timer.state
        switch mutation {
        case .setScore(let team, let goals) where Score.range.contains(goals):
            state.domainState.score[team] = goals
            state.viewModel.score = state.domainState.score
        case .setScore:
            break
        case .toggleTimer:
            state.viewModel.timer.toggle()
        case .cancelTimer, .leave:
            state.viewModel.timer.cancel()
        case .tick:
            state.viewModel.timer.tick()
        case .showTimePicker:
            let timer = state.viewModel.timer
            state.viewModel.pickedTime = .init(minutes: timer.selectedMinuteIndex, seconds: timer.selectedSecondIndex)
        case .pickMinutes(let row) where GatherTimer.minuteOptions.indices.contains(row):
            state.viewModel.pickedTime?.minutes = row
        case .pickSeconds(let row) where GatherTimer.secondOptions.indices.contains(row):
            state.viewModel.pickedTime?.seconds = row
        case .pickMinutes, .pickSeconds:
            break
        case .closeTimePicker:
            state.viewModel.pickedTime = nil
        case .applyTimePicker:
            guard let picked = state.viewModel.pickedTime else { break }
            state.viewModel.timer.set(minutes: picked.minutes, seconds: picked.seconds)
            state.viewModel.pickedTime = nil
        case .askToEnd:
            state.domainState.isConfirmingEnd = true
        case .cancelEnd:
            state.domainState.isConfirmingEnd = false
        case .endStarted:
            state.domainState.isConfirmingEnd = false
            state.domainState.isEnding = true
        case .mutateEndGather(let response):
            state.domainState.isEnding = false
            switch response.result {
            case .success:
                state.viewModel.timer.cancel()
                worker.delegate?.gatherDidEnd()
            case .failure(let error):
                worker.showError(error.message)
            }
        }
        state.viewModel.isConfirmingEnd = state.domainState.isConfirmingEnd
        state.viewModel.isEnding = state.domainState.isEnding
        switch (timerWas, state.viewModel.timer.state) {
        case (let was, let now) where was == now: break
        case (_, .running): worker.startCountdown()
        default: worker.stopCountdown()
        }
        return state
    }
}
