import FootballGatherModel
import FootballGatherUI
import Foundation
import Observation

/// Everything the Gather scene knows: the domain state the Interactor ends the gather and
/// runs the countdown with, the teams as they started, and the picker's pending choice.
struct GatherState: Equatable, Sendable {
    var domainState: DomainState
    let teamA: [Player]
    let teamB: [Player]
    /// Non-nil while the time picker is open.
    var pickedTime: GatherModels.PickedTime?

    /// The gather just started on Confirm players: no goals, 10:00 on a stopped timer.
    init(gather: Gather, userID: Int64) {
        domainState = DomainState(gatherID: gather.id, userID: userID)
        teamA = gather.players(of: .teamA)
        teamB = gather.players(of: .teamB)
    }

    struct DomainState: Equatable, Sendable {
        let gatherID: Int64
        let userID: Int64
        var score = Score.zero
        var timer = GatherTimer()
        var isConfirmingEnd = false
        var isEnding = false
    }
}

/// The changes the Gather state goes through.
enum GatherMutation: Sendable {
    case setScore(Team, goals: Int)
    case mutateRunTimer(GatherModels.RunTimer.Response)
    /// One second of the countdown passed.
    case tick
    case showTimePicker
    case pickMinutes(Int)
    case pickSeconds(Int)
    case closeTimePicker
    case askToEnd
    case cancelEnd
    case endStarted
    case mutateEndGather(GatherModels.EndGather.Response)
}

protocol GatherMutatable: AnyObject, Sendable {
    @MainActor func execute(_ mutation: GatherMutation)
}

protocol HasGatherDomainState: AnyObject, Sendable {
    @MainActor var domainState: GatherState.DomainState { get }
}

/// Holds the Gather state and maps it for the screen: the time as "mm:ss", the timer
/// action's title and whether it does anything, the picker's rows while it is open, and
/// the end confirmation. The countdown is a side effect: the Interactor starts and stops
/// the Worker's as the timer starts and stops.
@MainActor @Observable
final class GatherStore: GatherMutatable, HasGatherDomainState {
    private(set) var state: GatherState

    init(initialState: GatherState) {
        self.state = initialState
    }

    var domainState: GatherState.DomainState { state.domainState }

    /// The screen's display values.
    var viewModel: GatherModels.ViewModel { Self.viewModel(of: state) }

    func execute(_ mutation: GatherMutation) {
        state = Self.execute(state: state, mutation: mutation)
    }

    nonisolated static func execute(state: GatherState, mutation: GatherMutation) -> GatherState {
        var state = state
        switch mutation {
        case .setScore(let team, let goals) where Score.range.contains(goals):
            state.domainState.score[team] = goals
        case .setScore:
            break
        case .mutateRunTimer(let response):
            switch response.command {
            case .toggle:
                state.domainState.timer.toggle()
            case .cancel:
                state.domainState.timer.cancel()
            case .applyPickedTime:
                guard let picked = state.pickedTime else { break }
                state.domainState.timer.set(minutes: picked.minutes, seconds: picked.seconds)
                state.pickedTime = nil
            }
        case .tick:
            state.domainState.timer.tick()
        case .showTimePicker:
            let timer = state.domainState.timer
            state.pickedTime = GatherModels.PickedTime(minutes: timer.selectedMinuteIndex, seconds: timer.selectedSecondIndex)
        case .pickMinutes(let row) where GatherScreen.TimePicker.minuteRows.indices.contains(row):
            state.pickedTime?.minutes = row
        case .pickSeconds(let row) where GatherScreen.TimePicker.secondRows.indices.contains(row):
            state.pickedTime?.seconds = row
        case .pickMinutes, .pickSeconds:
            break
        case .closeTimePicker:
            state.pickedTime = nil
        case .askToEnd:
            state.domainState.isConfirmingEnd = true
        case .cancelEnd:
            state.domainState.isConfirmingEnd = false
        case .endStarted:
            state.domainState.isConfirmingEnd = false
            state.domainState.isEnding = true
        case .mutateEndGather(let response):
            state.domainState.isEnding = false
            if case .success = response.result { state.domainState.timer.cancel() }
        }
        return state
    }

    nonisolated static func viewModel(of state: GatherState) -> GatherModels.ViewModel {
        let domainState = state.domainState
        return GatherModels.ViewModel(
            time: time(domainState.timer.remainingSeconds),
            teamAScore: domainState.score.teamA,
            teamBScore: domainState.score.teamB,
            teamA: state.teamA.map(row),
            teamB: state.teamB.map(row),
            controls: controls(domainState.timer, pickedTime: state.pickedTime),
            isLoading: domainState.isEnding,
            alert: domainState.isConfirmingEnd ? .confirmEnd : nil
        )
    }

    private nonisolated static func controls(_ timer: GatherTimer, pickedTime: GatherModels.PickedTime?) -> GatherScreen.Controls {
        if let pickedTime {
            return .timePicker(GatherScreen.TimePicker(selectedMinute: pickedTime.minutes, selectedSecond: pickedTime.seconds))
        }
        return switch timer.state {
        case .stopped: .timer(actionTitle: "Start", isActionEnabled: timer.canStart)
        case .running: .timer(actionTitle: "Pause", isActionEnabled: true)
        case .paused: .timer(actionTitle: "Resume", isActionEnabled: true)
        }
    }

    /// `seconds` as "mm:ss".
    private nonisolated static func time(_ seconds: Int) -> String {
        String(format: "%02ld:%02ld", seconds / 60, seconds % 60)
    }

    private nonisolated static func row(_ player: Player) -> GatherScreen.Row {
        GatherScreen.Row(playerID: player.id, name: player.name, detail: PlayerFormatter.positionAcronym(of: player))
    }
}
