import AppSupport
import TerminalUI

/// The `@` lines scripts may use to make repositories fail or hang, so journeys can show
/// error paths and loading states:
///
/// - `@fail <key>`: calls matching `key` fail (`players.update`, `countries.*`, `*`).
/// - `@hold <key>`: calls matching `key` wait until `@release`.
/// - `@release`: held calls go on.
/// - `@heal`: every fault is disarmed and held calls go on.
///
/// Held calls go on one at a time, in the order they were held, each (with everything it
/// sets off) finished before the next: a save held before a reload lands before the reload
/// reads, every run, in every pattern.
@MainActor
public struct TestDirectives {
    private let faults: FaultInjector
    private let waitUntilIdle: @MainActor () async -> Void

    /// - Parameter waitUntilIdle: returns once the app has no work in flight but held calls
    ///   (the session's idle wait), so each released call finishes before the next goes on.
    public init(faults: FaultInjector, waitUntilIdle: @escaping @MainActor () async -> Void) {
        self.faults = faults
        self.waitUntilIdle = waitUntilIdle
    }

    /// Carries out one directive (without its `@`), returning the line to print.
    public func handle(_ directive: String) async throws(CommandError) -> String {
        let words = directive.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        switch (words.first?.lowercased(), words.count) {
        case ("fail", 2):
            faults.arm(words[1], .fail)
            return "ok: calls matching \(words[1]) now fail"
        case ("hold", 2):
            faults.arm(words[1], .hold)
            return "ok: calls matching \(words[1]) now wait for @release"
        case ("release", 1):
            faults.disarmHolds()
            let count = await releaseHeldInOrder()
            return "ok: released \(count) held call\(count == 1 ? "" : "s")"
        case ("heal", 1):
            faults.disarmAll()
            await releaseHeldInOrder()
            return "ok: every fault cleared"
        default:
            throw CommandError("unknown directive \"@\(directive)\" (@fail <key>, @hold <key>, @release, @heal)")
        }
    }

    /// At the end of a script (`quit` or its last line): held calls go on and finish, so a
    /// save the user confirmed is never dropped by the exit. Failures stay armed.
    public func finish() async {
        faults.disarmHolds()
        await releaseHeldInOrder()
    }

    /// Returns how many calls were released.
    @discardableResult
    private func releaseHeldInOrder() async -> Int {
        var count = 0
        while faults.releaseOldestHeld() {
            count += 1
            await waitUntilIdle()
        }
        return count
    }
}
