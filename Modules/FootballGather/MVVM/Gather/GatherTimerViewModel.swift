import AppSupport
import FootballGatherModel
import FootballGatherUI
import Foundation
import Observation

/// The Gather screen's countdown: the timer, its picker, and the ticks that drive it;
/// and what the screen shows of them ("10:00", Start / Pause / Resume, the picker rows).
@MainActor @Observable
final class GatherTimerViewModel {
    /// The time picker's rows while it is open, before "Done" applies them.
    struct PickedTime: Equatable {
        var minutes: Int
        var seconds: Int
    }

    private(set) var timer = GatherTimer()
    /// Non-nil while the time picker is open.
    private(set) var pickedTime: PickedTime?

    /// Ticks exactly while the timer runs.
    @ObservationIgnored private let ticker: Ticker

    init(ticker: Ticker) {
        self.ticker = ticker
    }

    // MARK: Display

    /// The time left as "mm:ss".
    var timeText: String {
        String(format: "%02ld:%02ld", timer.remainingSeconds / 60, timer.remainingSeconds % 60)
    }

    /// "Start" when stopped, "Pause" while running, "Resume" when paused.
    var actionTitle: String {
        switch timer.state {
        case .stopped: "Start"
        case .running: "Pause"
        case .paused: "Resume"
        }
    }

    /// Always, except stopped at 00:00, which cannot start.
    var isActionEnabled: Bool {
        timer.state != .stopped || timer.canStart
    }

    /// The timer buttons, or the picker on the picked time while it is open.
    var controls: GatherScreen.Controls {
        guard let pickedTime else { return .timer(actionTitle: actionTitle, isActionEnabled: isActionEnabled) }
        return .timePicker(GatherScreen.TimePicker(selectedMinute: pickedTime.minutes, selectedSecond: pickedTime.seconds))
    }

    // MARK: Intents

    /// Start, pause or resume.
    func toggle() {
        timer.toggle()
        updateTicking()
    }

    /// Stops the countdown and puts the selected time back (also when the screen goes away).
    func cancel() {
        timer.cancel()
        updateTicking()
    }

    /// Opens the picker on the selected time.
    func showPicker() {
        pickedTime = PickedTime(minutes: timer.selectedMinuteIndex, seconds: timer.selectedSecondIndex)
    }

    func pickMinutes(at index: Int) {
        guard GatherScreen.TimePicker.minuteRows.indices.contains(index) else { return }
        pickedTime?.minutes = index
    }

    func pickSeconds(at index: Int) {
        guard GatherScreen.TimePicker.secondRows.indices.contains(index) else { return }
        pickedTime?.seconds = index
    }

    func cancelPicker() {
        pickedTime = nil
    }

    /// Selects the picked time, which stops the countdown.
    func confirmPicker() {
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
    }

    private func tick() {
        timer.tick()
        updateTicking()
    }
}
