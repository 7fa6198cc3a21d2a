import FootballGatherModel
import FootballGatherUI
import Foundation
import TerminalUI

/// The Gather screen's countdown: the model's `GatherTimer` driven by a `Ticker` (Foundation's
/// `Timer` in a UIKit app), its "Set" picker, and how both read on screen.
extension GatherViewController {
    // MARK: Display

    /// The time left as "mm:ss".
    var timeText: String {
        String(format: "%02ld:%02ld", timer.remainingSeconds / 60, timer.remainingSeconds % 60)
    }

    /// The timer buttons ("Start" / "Pause" / "Resume", disabled stopped at 00:00), or the
    /// picker on the picked time while it is open.
    var controls: GatherScreen.Controls {
        guard let pickedTime else {
            return .timer(actionTitle: actionTitle, isActionEnabled: timer.state != .stopped || timer.canStart)
        }
        return .timePicker(GatherScreen.TimePicker(selectedMinute: pickedTime.minutes, selectedSecond: pickedTime.seconds))
    }

    private var actionTitle: String {
        switch timer.state {
        case .stopped: "Start"
        case .running: "Pause"
        case .paused: "Resume"
        }
    }

    // MARK: Actions

    /// Start, pause or resume.
    func toggleTimer() {
        timer.toggle()
        updateTicking()
    }

    /// Stops the countdown and puts the selected time back.
    func cancelTimer() {
        timer.cancel()
        updateTicking()
    }

    /// Opens the picker on the selected time; the countdown keeps running meanwhile.
    func showTimePicker() {
        pickedTime = PickedTime(minutes: timer.selectedMinuteIndex, seconds: timer.selectedSecondIndex)
    }

    func pick(row: Int, in component: GatherScreen.PickerComponent) {
        switch component {
        case .minutes where GatherScreen.TimePicker.minuteRows.indices.contains(row): pickedTime?.minutes = row
        case .seconds where GatherScreen.TimePicker.secondRows.indices.contains(row): pickedTime?.seconds = row
        default: break
        }
    }

    /// Selects the picked time, which stops the countdown.
    func confirmTimePicker() {
        guard let pickedTime else { return }
        timer.set(minutes: pickedTime.minutes, seconds: pickedTime.seconds)
        self.pickedTime = nil
        updateTicking()
    }

    // MARK: Ticking

    private func updateTicking() {
        if timer.state == .running {
            ticker.start { [weak self] in self?.tick() }
        } else {
            ticker.stop()
        }
        setNeedsDisplay()
    }

    private func tick() {
        timer.tick()
        updateTicking()
    }
}
