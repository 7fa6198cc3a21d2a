import FootballGatherModel

/// Timing the gather: the countdown (Core's ``FootballGatherModel/GatherTimer``) and its
/// time picker.
@MainActor
public protocol GatherTimerUseCase {
    /// Start, pause or resume (a selected time of 00:00 does not start).
    func toggle()
    /// Stops the countdown and puts the selected time back.
    func cancel()
    /// Opens the time picker on the selected time.
    func openPicker()
    func pickMinutes(at index: Int)
    func pickSeconds(at index: Int)
    /// Closes the picker; nothing changes.
    func closePicker()
    /// Selects the picked time, which stops the countdown, and closes the picker.
    func applyPicker()
    /// Counts down one second per second of the clock while the timer runs; returns once
    /// it stops (paused, cancelled, reset at 00:00) or the calling task is cancelled.
    func runCountdown() async
}

public struct DefaultGatherTimerUseCase: GatherTimerUseCase {
    private let appState: AppState
    private let clock: any Clock<Duration>

    public init(appState: AppState, clock: any Clock<Duration>) {
        self.appState = appState
        self.clock = clock
    }

    public func toggle() {
        appState.gather?.timer.toggle()
    }

    public func cancel() {
        appState.gather?.timer.cancel()
    }

    public func openPicker() {
        let selected = appState.gather?.timer.selectedSeconds
        appState.gather?.pickedSeconds = selected
    }

    public func pickMinutes(at index: Int) {
        guard GatherTimer.minuteOptions.indices.contains(index), let picked = appState.gather?.pickedSeconds else { return }
        appState.gather?.pickedSeconds = index * 60 + picked % 60
    }

    public func pickSeconds(at index: Int) {
        guard GatherTimer.secondOptions.indices.contains(index), let picked = appState.gather?.pickedSeconds else { return }
        appState.gather?.pickedSeconds = picked / 60 * 60 + index
    }

    public func closePicker() {
        appState.gather?.pickedSeconds = nil
    }

    public func applyPicker() {
        guard let time = appState.gather?.pickedTime else { return }
        appState.gather?.timer.set(minutes: time.minutes, seconds: time.seconds)
        appState.gather?.pickedSeconds = nil
    }

    public func runCountdown() async {
        while appState.gather?.timer.state == .running {
            do { try await clock.sleep(for: .seconds(1)) } catch { return }
            // A second that ends after a pause, or after the screen left, must not count.
            guard !Task.isCancelled else { return }
            appState.gather?.timer.tick()
        }
    }
}
