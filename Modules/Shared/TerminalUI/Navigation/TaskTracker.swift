/// Knows which tasks started by user events are still running, so a driver can wait
/// until the app is idle before it renders.
///
/// Track long-lived loops too (a running countdown): while they sleep on the app's clock
/// they count as idle, and the driver waits for each tick they make.
@MainActor
public final class TaskTracker {
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextID = 0

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
        while true {
            await settle()
            let pending = Array(tasks.values)
            if pending.isEmpty { return }
            let blockedCount = blocked()
            if blockedCount >= pending.count { return }
            if blockedCount == 0, let first = pending.first {
                await first.value
            } else {
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
        }
    }

    /// Lets main-actor work that is already queued (state updates, timer ticks) run first.
    private func settle() async {
        for _ in 0..<8 { await Task.yield() }
    }
}
