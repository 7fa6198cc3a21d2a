import AppSupport
import FootballGatherModel
import FootballGatherUI
import Observation

/// The game: the score, the timer and its picker, and ending the gather once the user has
/// confirmed (saved through the Worker, dated by its clock; a failure fires the error pulse
/// and keeps score and timer). Keeps the Worker's countdown running exactly while the timer
/// runs; its seconds come back as `.tick` mutations (ReactorKit's `transform(mutation:)`).
@MainActor @Observable
final class GatherReactor {
    enum Action: Equatable, Sendable {
        case step(Team, goals: Int)
        case tapTimerAction
        case tapSetTimer
        case tapCancelTimer
        case pickMinutes(Int)
        case pickSeconds(Int)
        case tapCancelPicker
        case tapDonePicker
        case tapEndGather
        case answerEnd(confirmed: Bool)
        /// The screen has left the stack ("Back"): the timer stops for good.
        case disappear
    }

    enum Mutation: Sendable {
        case setScore(Team, goals: Int)
        case toggleTimer
        case cancelTimer
        /// One second of the countdown passed.
        case tick
        case showTimePicker
        case pickMinutes(Int)
        case pickSeconds(Int)
        case closeTimePicker
        case applyPickedTime
        case askToEnd
        case cancelEnd
        case endStarted
        case endFinished(Result<Gather, FootballGatherError>)
    }

    private(set) var state: GatherState
    @ObservationIgnored private let worker: any GatherWorkerProtocol

    init(initialState: GatherState, worker: any GatherWorkerProtocol) {
        state = initialState
        self.worker = worker
    }

    @discardableResult
    func send(_ action: Action) -> Task<Void, Never> {
        Task { await mutate(action) }
    }

    private func mutate(_ action: Action) async {
        switch action {
        case .step(let team, let goals): apply(.setScore(team, goals: goals))
        case .tapTimerAction: apply(.toggleTimer)
        case .tapSetTimer: apply(.showTimePicker)
        case .tapCancelTimer, .disappear: apply(.cancelTimer)
        case .pickMinutes(let row): apply(.pickMinutes(row))
        case .pickSeconds(let row): apply(.pickSeconds(row))
        case .tapCancelPicker: apply(.closeTimePicker)
        case .tapDonePicker: apply(.applyPickedTime)
        case .tapEndGather: apply(.askToEnd)
        case .answerEnd(confirmed: false): apply(.cancelEnd)
        case .answerEnd(confirmed: true):
            let domainState = state.domainState
            guard domainState.isConfirmingEnd, !domainState.isEnding else { return }
            apply(.endStarted)
            let result = await Result { @Sendable [worker] () async throws(FootballGatherError) in
                try await worker.endGather(
                    id: domainState.gatherID, score: domainState.score, for: domainState.userID, at: worker.currentDate()
                )
            }
            apply(.endFinished(result))
            if case .success = result { await worker.didEndGather() }
        }
    }

    /// Reduces `mutation`, then starts the Worker's countdown if the timer has just started
    /// running or stops it if the timer has just stopped or paused.
    private func apply(_ mutation: Mutation) {
        let wasRunning = state.domainState.timer.state == .running
        state = Self.reduce(state: state, mutation: mutation)
        switch (wasRunning, state.domainState.timer.state == .running) {
        case (false, true): worker.startCountdown { [weak self] in self?.apply(.tick) }
        case (true, false): worker.stopCountdown()
        default: break
        }
    }

    nonisolated static func reduce(state: GatherState, mutation: Mutation) -> GatherState {
        var state = state
        switch mutation {
        case .setScore(let team, let goals) where Score.range.contains(goals):
            state.domainState.score[team] = goals
        case .setScore:
            break
        case .toggleTimer:
            state.domainState.timer.toggle()
        case .cancelTimer:
            state.domainState.timer.cancel()
        case .tick:
            state.domainState.timer.tick()
        case .showTimePicker:
            let timer = state.domainState.timer
            state.pickedTime = GatherState.PickedTime(minutes: timer.selectedMinuteIndex, seconds: timer.selectedSecondIndex)
        case .pickMinutes(let row) where GatherScreen.TimePicker.minuteRows.indices.contains(row):
            state.pickedTime?.minutes = row
        case .pickSeconds(let row) where GatherScreen.TimePicker.secondRows.indices.contains(row):
            state.pickedTime?.seconds = row
        case .pickMinutes, .pickSeconds:
            break
        case .closeTimePicker:
            state.pickedTime = nil
        case .applyPickedTime:
            guard let picked = state.pickedTime else { break }
            state.domainState.timer.set(minutes: picked.minutes, seconds: picked.seconds)
            state.pickedTime = nil
        case .askToEnd:
            state.domainState.isConfirmingEnd = true
        case .cancelEnd:
            state.domainState.isConfirmingEnd = false
        case .endStarted:
            state.domainState.isConfirmingEnd = false
            state.domainState.isEnding = true
        case .endFinished(.success):
            state.domainState.isEnding = false
            state.domainState.timer.cancel()
        case .endFinished(.failure(let error)):
            state.domainState.isEnding = false
            state.errorMessage = error.message
        }
        return state
    }
}
