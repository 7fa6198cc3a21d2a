import TerminalUI

/// What the fuzz properties know of one app beyond its screens: the fault keys its
/// directives name, the line that gets a walk closer to saving something, what its
/// screens show as saved and how to see it again after a restart.
@MainActor
protocol FuzzedApp {
    /// The keys `@fail` and `@hold` name: every operation's, and the wildcards.
    var faultKeys: [String] { get }

    /// For a step that sets out to save something: the line on `screen` that gets closer
    /// to it (open the editor, type, tap Done…), or nil to make a random line instead.
    func savingLine(on screen: Screen, step: FuzzStep) -> String?

    /// What `screen` shows as saved, by a stable id (a row's), each with what the user saw
    /// of it; nil when the screen is not one that shows it.
    func saved(on screen: Screen) -> [String: String]?

    /// Follows a walk line by line (who signed in, for instance).
    mutating func observe(before: Screen, line: String, after: Screen)

    /// Ways back, from a fresh start, to a screen that shows everything saved, most likely
    /// first: the lines each takes.
    var reopenings: [[String]] { get }
}
