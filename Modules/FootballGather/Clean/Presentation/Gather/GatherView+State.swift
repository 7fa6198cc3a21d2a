import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherUI
import Foundation

extension GatherView {
    /// The Gather view's own state, kept by the view as SwiftUI keeps `@State` — the time
    /// picked but not applied yet, the end question, the end in flight, the error shown — and
    /// how the gather in progress reads on screen.
    struct State: Equatable {
        /// The picker's pending choice, while it is open.
        struct PickedTime: Equatable {
            var minutes: Int
            var seconds: Int
        }

        /// Nil while the picker is closed.
        var pickedTime: PickedTime?
        var isConfirmingEnd = false
        var isEnding = false
        var errorMessage: String?

        /// The time left as `"mm:ss"`.
        static func time(of timer: GatherTimer) -> String {
            String(format: "%02ld:%02ld", timer.remainingSeconds / 60, timer.remainingSeconds % 60)
        }

        /// The picker while it is open, else the timer buttons: "Start" (stopped), "Pause"
        /// (running), "Resume" (paused), disabled only when stopped at 00:00.
        func controls(for timer: GatherTimer) -> GatherScreen.Controls {
            if let pickedTime {
                return .timePicker(GatherScreen.TimePicker(selectedMinute: pickedTime.minutes, selectedSecond: pickedTime.seconds))
            }
            let title = switch timer.state {
            case .stopped: "Start"
            case .running: "Pause"
            case .paused: "Resume"
            }
            return .timer(actionTitle: title, isActionEnabled: timer.state != .stopped || timer.canStart)
        }

        /// An error wins over the end question.
        var alert: GatherScreen.Alert? {
            if let errorMessage { return .error(errorMessage) }
            return isConfirmingEnd ? .confirmEnd : nil
        }

        /// A team's rows: name, and the position's acronym.
        static func rows(_ players: [Player]) -> [GatherScreen.Row] {
            players.map { GatherScreen.Row(playerID: $0.id, name: $0.name, detail: PlayerFormatter.teamRowDetail(of: $0)) }
        }

        /// Opens the picker on the selected time.
        mutating func openPicker(on timer: GatherTimer) {
            pickedTime = PickedTime(minutes: timer.selectedMinuteIndex, seconds: timer.selectedSecondIndex)
        }

        /// Picks the row at `row` of `component`; rows outside the component change nothing.
        mutating func pick(_ component: GatherScreen.PickerComponent, row: Int) {
            switch component {
            case .minutes where GatherScreen.TimePicker.minuteRows.indices.contains(row): pickedTime?.minutes = row
            case .seconds where GatherScreen.TimePicker.secondRows.indices.contains(row): pickedTime?.seconds = row
            default: break
            }
        }
    }
}
