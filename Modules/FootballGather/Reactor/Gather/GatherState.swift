import FootballGatherModel
import FootballGatherUI
import Foundation
import ReactorSupport

/// Everything the Gather scene knows: the score and the timer (the model's `GatherTimer`),
/// the teams as they started, the picker's pending choice, and what the screen shows of
/// them ("mm:ss", Start / Pause / Resume, the picker's rows, the end question).
struct GatherState: Equatable, Sendable {
    var domainState: DomainState
    let teamA: [Player]
    let teamB: [Player]
    /// Non-nil while the time picker is open.
    var pickedTime: PickedTime?
    /// The error alert to show once.
    @Pulse var errorMessage: String? = nil

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

    /// The time picker's rows while it is open, before "Done" applies them.
    struct PickedTime: Equatable, Sendable {
        var minutes: Int
        var seconds: Int
    }

    // MARK: View state

    /// The time left, "mm:ss".
    var time: String {
        let seconds = domainState.timer.remainingSeconds
        return String(format: "%02ld:%02ld", seconds / 60, seconds % 60)
    }

    /// The timer buttons (the action titled Start, Pause or Resume; Start does nothing at
    /// 00:00), or the picker on the picked time while it is open.
    var controls: GatherScreen.Controls {
        if let pickedTime {
            return .timePicker(GatherScreen.TimePicker(selectedMinute: pickedTime.minutes, selectedSecond: pickedTime.seconds))
        }
        let timer = domainState.timer
        return switch timer.state {
        case .stopped: .timer(actionTitle: "Start", isActionEnabled: timer.canStart)
        case .running: .timer(actionTitle: "Pause", isActionEnabled: true)
        case .paused: .timer(actionTitle: "Resume", isActionEnabled: true)
        }
    }

    /// A team's rows: the name, and the position acronym or `"-"`.
    func rows(_ team: Team) -> [GatherScreen.Row] {
        (team == .teamA ? teamA : teamB).map { player in
            GatherScreen.Row(playerID: player.id, name: player.name, detail: PlayerFormatter.positionAcronym(of: player))
        }
    }

    var isLoading: Bool { domainState.isEnding }
    /// The end question (errors are alerts the View presents).
    var alert: GatherScreen.Alert? { domainState.isConfirmingEnd ? .confirmEnd : nil }
}
