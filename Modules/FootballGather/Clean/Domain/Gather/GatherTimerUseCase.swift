import FootballGatherModel

/// Timing the gather: the Model's ``FootballGatherModel/GatherTimer`` in the AppState. Whoever
/// shows the timer owns the clock and reports each second with ``tick()``.
@MainActor
public protocol GatherTimerUseCase {
    /// Start, pause or resume (a selected time of 00:00 does not start).
    func toggle()
    /// Stops the countdown and puts the selected time back.
    func cancel()
    /// Selects `minutes`:`seconds` (each clamped to 0…59), which stops the countdown.
    func set(minutes: Int, seconds: Int)
    /// One second passed: counts down while running; at 00:00 the timer stops and the
    /// selected time comes back.
    func tick()
}

public struct DefaultGatherTimerUseCase: GatherTimerUseCase {
    private let appState: AppState

    public init(appState: AppState) {
        self.appState = appState
    }

    public func toggle() {
        appState.gather?.timer.toggle()
    }

    public func cancel() {
        appState.gather?.timer.cancel()
    }

    public func set(minutes: Int, seconds: Int) {
        appState.gather?.timer.set(minutes: minutes, seconds: seconds)
    }

    public func tick() {
        appState.gather?.timer.tick()
    }
}
