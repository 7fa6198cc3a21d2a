import Foundation

/// Runs `work` on a thread of its own and waits for it without holding a thread of the
/// concurrency pool.
///
/// For tests that block for minutes on child processes (building a scratch package): run on
/// the pool, two of them would hold both threads of a 2-core machine, and every other test's
/// awaits would stall behind them until the builds end.
public func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try work() }) }
        thread.start()
    }
}
