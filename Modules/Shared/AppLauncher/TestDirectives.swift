import AppSupport
import TerminalUI

/// The `@` lines scripts may use to make repositories fail or hang, so journeys can show
/// error paths and loading states:
///
/// - `@fail <key>`: calls matching `key` fail (`players.update`, `countries.*`, `*`).
/// - `@hold <key>`: calls matching `key` wait until `@release`.
/// - `@release`: held calls go on.
/// - `@heal`: every fault is disarmed and held calls go on.
public struct TestDirectives: Sendable {
    private let faults: FaultInjector

    public init(faults: FaultInjector) {
        self.faults = faults
    }

    /// Carries out one directive (without its `@`), returning the line to print.
    public func handle(_ directive: String) throws(CommandError) -> String {
        let words = directive.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        switch (words.first?.lowercased(), words.count) {
        case ("fail", 2):
            faults.arm(words[1], .fail)
            return "ok: calls matching \(words[1]) now fail"
        case ("hold", 2):
            faults.arm(words[1], .hold)
            return "ok: calls matching \(words[1]) now wait for @release"
        case ("release", 1):
            let count = faults.heldCount
            faults.disarmHolds()
            faults.releaseHeld()
            return "ok: released \(count) held call\(count == 1 ? "" : "s")"
        case ("heal", 1):
            faults.reset()
            return "ok: every fault cleared"
        default:
            throw CommandError("unknown directive \"@\(directive)\" (@fail <key>, @hold <key>, @release, @heal)")
        }
    }
}
