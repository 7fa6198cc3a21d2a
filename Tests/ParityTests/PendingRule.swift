import AppLauncher
import Testing

/// A rule the parity suite pins before every pattern follows it: the patterns still moving
/// to it on a branch of their own, and the journeys that pin it.
///
/// An error belongs to the screen whose work failed (Docs/decisions.md, "Errors"): VIP moves
/// to it on its own branch. Until then its transcripts of those journeys are a known issue,
/// and the property walks' held-delete start leaves it out. Once VIP follows the rule the
/// known issue is no longer recorded, which fails the journey: empty this list then.
enum PendingRule {
    static let errorsOfTheirScreen: Set<Pattern> = [.vip]
    static let errorsOfTheirScreenJourneys: Set<String> = ["12-error-of-a-covered-screen"]

    /// Runs `comparison`, as a known issue where `pattern` does not follow the rule `journey` pins yet.
    static func check(_ journey: String, _ pattern: Pattern, _ comparison: () -> Void) {
        guard errorsOfTheirScreenJourneys.contains(journey), errorsOfTheirScreen.contains(pattern) else {
            comparison()
            return
        }
        withKnownIssue("\(pattern.rawValue) does not yet show an error on the screen whose work failed") {
            comparison()
        }
    }
}
