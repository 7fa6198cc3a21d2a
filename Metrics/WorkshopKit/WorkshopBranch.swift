/// A participant's branch, `workshop/<exercise>-<pattern>`: it names the exercise and the
/// pattern, and git's config remembers the commit the exercise started from.
public struct WorkshopBranch: Equatable, Sendable {
    public static let prefix = "workshop/"

    public var exercise: String
    public var pattern: String

    public init(exercise: String, pattern: String) {
        self.exercise = exercise
        self.pattern = pattern.lowercased()
    }

    public var name: String { "\(Self.prefix)\(exercise)-\(pattern)" }

    /// The git config key holding the start commit.
    var startKey: String { Self.startKey(of: name) }

    /// The git config key holding the branch `start` was run on (another exercise starts there).
    var baseKey: String { Self.baseKey(of: name) }

    /// The git config key holding the furthest step of the hint shown (`start` shows the first).
    var hintKey: String { "branch.\(name).workshopHintStep" }

    static func startKey(of branch: String) -> String { "branch.\(branch).workshopStart" }
    static func baseKey(of branch: String) -> String { "branch.\(branch).workshopBase" }

    /// The branch `name` is, given the exercises that exist (an exercise id may contain dashes).
    public init?(name: String, exercises: [String]) {
        guard name.hasPrefix(Self.prefix) else { return nil }
        let rest = name.dropFirst(Self.prefix.count)
        guard let exercise = exercises.sorted(by: { $0.count > $1.count }).first(where: { rest.hasPrefix("\($0)-") }) else { return nil }
        self.init(exercise: exercise, pattern: String(rest.dropFirst(exercise.count + 1)))
    }
}
