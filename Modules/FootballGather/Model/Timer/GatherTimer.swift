/// The gather countdown as a pure state machine; each pattern drives it with its own clock,
/// calling ``tick()`` once per second while ``state`` is ``State/running``.
///
/// ```
/// stopped --toggle--> running --toggle--> paused --toggle--> running …
/// running --tick at 00:01--> stopped (remaining reset to the selected time)
/// any --cancel / set--> stopped (remaining reset)
/// ```
/// A selected time of 00:00 cannot start: ``toggle()`` is then a no-op (see ``canStart``).
public struct GatherTimer: Hashable, Sendable {
    /// Where the countdown is.
    public enum State: Hashable, Sendable {
        case stopped
        case running
        case paused
    }

    /// The selected time at launch: 10:00.
    public static let defaultDuration = 600

    public private(set) var state: State
    /// The selected time, in seconds (what ``cancel()`` and the end of a countdown go back to).
    public private(set) var selectedSeconds: Int
    /// The time left, in seconds.
    public private(set) var remainingSeconds: Int

    /// A stopped timer showing `selectedSeconds` (clamped to 0…59:59).
    public init(selectedSeconds: Int = GatherTimer.defaultDuration) {
        let seconds = min(max(selectedSeconds, 0), 59 * 60 + 59)
        self.state = .stopped
        self.selectedSeconds = seconds
        self.remainingSeconds = seconds
    }

    /// Whether ``toggle()`` would start the countdown: stopped with a selected time above 00:00.
    public var canStart: Bool {
        state == .stopped && selectedSeconds > 0
    }

    /// The minutes of the selected time (0…59), where a time picker starts.
    public var selectedMinuteIndex: Int { selectedSeconds / 60 }
    /// The seconds of the selected time (0…59), where a time picker starts.
    public var selectedSecondIndex: Int { selectedSeconds % 60 }

    /// The action button: start (unless ``canStart`` is false, then nothing happens),
    /// pause, or resume.
    public mutating func toggle() {
        switch state {
        case .stopped where canStart: state = .running
        case .stopped: break
        case .running: state = .paused
        case .paused: state = .running
        }
    }

    /// One second passed. Counts down only while running; reaching 00:00 stops the timer
    /// and puts the selected time back.
    public mutating func tick() {
        guard state == .running else { return }
        remainingSeconds -= 1
        if remainingSeconds <= 0 {
            state = .stopped
            remainingSeconds = selectedSeconds
        }
    }

    /// The timer's "Cancel": stop and put the selected time back.
    public mutating func cancel() {
        state = .stopped
        remainingSeconds = selectedSeconds
    }

    /// The picker's "Done": select `minutes`:`seconds` (each clamped to 0…59), stop, and
    /// show the new time.
    public mutating func set(minutes: Int, seconds: Int) {
        selectedSeconds = min(max(minutes, 0), 59) * 60 + min(max(seconds, 0), 59)
        cancel()
    }
}
