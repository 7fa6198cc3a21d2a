import Synchronization

/// A clock that knows which tasks are asleep on it, so a driver can tell a countdown that is
/// waiting for its next second (idle) from one that has just woken up (busy).
///
/// A task counts as asleep from the moment it is inside ``sleep(until:tolerance:)`` with a
/// deadline still in the future. Once time reaches its deadline it no longer counts, even
/// before it has run again: the driver then waits for it to tick and sleep again. That makes
/// `wait N` in script mode deterministic without guessing how long a wake-up takes.
public final class SleepTrackingClock<Base: Clock<Duration> & Sendable>: Clock, Sendable {
    public typealias Instant = Base.Instant

    /// The clock that really keeps the time (a `TestClock` in script mode).
    public let base: Base
    private let sleepers = Mutex(Sleepers())

    private struct Sleepers {
        var deadlines: [Int: Base.Instant] = [:]
        var nextID = 0
    }

    public init(_ base: Base) {
        self.base = base
    }

    public var now: Instant { base.now }

    public var minimumResolution: Duration { base.minimumResolution }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = sleepers.withLock { sleepers in
            defer { sleepers.nextID += 1 }
            sleepers.deadlines[sleepers.nextID] = deadline
            return sleepers.nextID
        }
        defer { forget(id) }
        // A cancelled sleeper is busy unwinding, not asleep: stop counting it at once.
        try await withTaskCancellationHandler {
            try await base.sleep(until: deadline, tolerance: tolerance)
        } onCancel: {
            forget(id)
        }
    }

    private func forget(_ id: Int) {
        _ = sleepers.withLock { $0.deadlines.removeValue(forKey: id) }
    }

    /// The earliest deadline still in the future a task sleeps until, if any: nothing can
    /// happen on this clock before it.
    public var nextDeadline: Instant? {
        let now = base.now
        return sleepers.withLock { $0.deadlines.values.filter { $0 > now }.min() }
    }

    /// How many tasks are asleep until a deadline still in the future.
    public var sleepingCount: Int {
        let now = base.now
        return sleepers.withLock { $0.deadlines.values.count { $0 > now } }
    }
}
