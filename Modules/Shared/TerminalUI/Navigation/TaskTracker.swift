/// Knows which tasks started by user events are still running, so a driver can wait
/// until the app is idle before it renders.
///
/// Track long-lived loops too (a running countdown): while they sleep on the app's clock
/// they count as idle, and the driver waits for each tick they make.
@MainActor
public final class TaskTracker {
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextID = 0
    /// Drivers waiting in ``waitUntilIdle(blocked:)`` for the next tracked task to finish.
    private var waiters: [Int: Waiter] = [:]
    private var nextWaiterID = 0

    private struct Waiter {
        var continuation: CheckedContinuation<Void, Never>
        var timeout: Task<Void, Never>
    }

    /// How often idle detection looks again while no tracked task finishes: only a task going
    /// to sleep on purpose (held by a test, a countdown waiting for its next second) needs it.
    private static let pollInterval: UInt64 = 200_000

    public init() {}

    /// The number of tracked tasks still running.
    public var pendingCount: Int { tasks.count }

    /// Tracks `task` until it finishes (tracking the same task twice counts it once).
    public func track(_ task: Task<Void, Never>) {
        guard !tasks.values.contains(task) else { return }
        let id = nextID
        nextID += 1
        tasks[id] = task
        Task { @MainActor [weak self] in
            await task.value
            self?.tasks[id] = nil
            self?.wakeWaiters()
        }
    }

    /// Runs `work` as a tracked task.
    @discardableResult
    public func perform(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        let task = Task { @MainActor in await work() }
        track(task)
        return task
    }

    /// Returns once every tracked task has finished, or once every one still running is
    /// known to be waiting on purpose (`blocked()` counts them: held by a test, or asleep
    /// on the clock until a future deadline).
    public func waitUntilIdle(blocked: () -> Int = { 0 }) async {
        // Wakes when a tracked task finishes, and also after a short interval: a task that is
        // about to block on purpose (a held call, a countdown going to sleep) never finishes,
        // and waiting for it alone would hang the driver.
        while true {
            await settle()
            let pending = tasks.count
            if pending == 0 || blocked() >= pending { return }
            await nextFinishOrPoll()
        }
    }

    private func nextFinishOrPoll() async {
        let id = nextWaiterID
        nextWaiterID += 1
        await withCheckedContinuation { continuation in
            let timeout = Task { @MainActor [weak self] in
                try? await Task.sleep(nanoseconds: Self.pollInterval)
                self?.wake(id)
            }
            waiters[id] = Waiter(continuation: continuation, timeout: timeout)
        }
    }

    private func wake(_ id: Int) {
        guard let waiter = waiters.removeValue(forKey: id) else { return }
        waiter.timeout.cancel()
        waiter.continuation.resume()
    }

    private func wakeWaiters() {
        for id in waiters.keys { wake(id) }
    }

    /// Lets main-actor work that is already queued (state updates, timer ticks) run first.
    private func settle() async {
        for _ in 0..<8 { await Task.yield() }
    }
}
