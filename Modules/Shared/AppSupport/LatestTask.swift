/// Runs one piece of work at a time where only the latest request matters: starting new
/// work cancels the work in flight, and ``cancel()`` stops it ("Cancel loading").
///
/// Work that was cancelled must not write its result: check `Task.isCancelled` after
/// each `await` before touching state.
@MainActor
public final class LatestTask {
    private var task: Task<Void, Never>?

    public init() {}

    /// Cancels the work in flight, then runs `operation` and waits for it to finish (or to
    /// be cancelled by a newer run or by ``cancel()``).
    public func run(_ operation: @escaping @MainActor () async -> Void) async {
        task?.cancel()
        let task = Task { await operation() }
        self.task = task
        await task.value
    }

    /// Like ``run(_:)``, for work that produces a value: returns it, or nil when the work
    /// was cancelled (by a newer run or by ``cancel()``) before it finished, so a caller
    /// never writes a stale result.
    public func value<Value: Sendable>(of operation: @escaping @MainActor () async -> Value) async -> Value? {
        var result: Value?
        await run {
            let value = await operation()
            if !Task.isCancelled { result = value }
        }
        return result
    }

    /// Cancels the work in flight, if any.
    public func cancel() {
        task?.cancel()
        task = nil
    }
}
