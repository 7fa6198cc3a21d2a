/// A named action of an app: a run of typed lines in one of its parity journeys, the same in
/// every pattern, so each pattern's trace of it can be read side by side.
public struct TraceAction: Sendable, Equatable {
    public var name: String
    /// `football-gather` or `countries`: the journeys' folder.
    public var app: String
    /// The journey, without `.script`.
    public var journey: String
    /// The action's first line, and which occurrence of it in the journey (from 1).
    public var firstLine: String
    public var occurrence: Int
    /// How many typed lines, the first included.
    public var length: Int

    /// The action every module README draws, one per app.
    public static let readmeActions = ["FootballGather": "add a player", "Countries": "open details"]

    /// The named actions of each domain, in the order the reports list them.
    public static let standard: [String: [TraceAction]] = [
        "FootballGather": [
            TraceAction(name: "sign in", app: "football-gather", journey: "01-login-and-register", firstLine: "tap Login", occurrence: 5, length: 1),
            TraceAction(name: "add a player", app: "football-gather", journey: "03-gather", firstLine: "tap \"Add player\"", occurrence: 1, length: 3),
            TraceAction(name: "select players and confirm teams", app: "football-gather", journey: "03-gather", firstLine: "tap Select", occurrence: 2, length: 10),
            TraceAction(name: "start a gather", app: "football-gather", journey: "03-gather", firstLine: "tap \"Start Gather\"", occurrence: 2, length: 1),
            TraceAction(name: "end a gather", app: "football-gather", journey: "03-gather", firstLine: "tap \"End Gather\"", occurrence: 2, length: 2),
        ],
        "Countries": [
            TraceAction(name: "search", app: "countries", journey: "01-search", firstLine: "type Search ger", occurrence: 1, length: 1),
            TraceAction(name: "pick a region", app: "countries", journey: "01-search", firstLine: "pick Region Europe", occurrence: 1, length: 1),
            TraceAction(name: "open details", app: "countries", journey: "02-details", firstLine: "select Germany", occurrence: 1, length: 1),
            TraceAction(name: "toggle a favourite", app: "countries", journey: "02-details", firstLine: "tap \"Add to favourites\"", occurrence: 1, length: 1),
            TraceAction(name: "open a deep link", app: "countries", journey: "03-deep-links", firstLine: "open countries://country/JPN", occurrence: 1, length: 1),
        ],
    ]

    /// The command indexes of the action in a journey's recorded commands; nil when the journey
    /// no longer has it.
    func commands(in recorded: [String]) -> Range<Int>? {
        var seen = 0
        for (index, line) in recorded.enumerated() where line == firstLine {
            seen += 1
            guard seen == occurrence else { continue }
            let typed = recorded.indices[index...].filter { TraceLog.isTyped(recorded[$0]) }
            guard typed.count >= length else { return nil }
            return index..<(typed[length - 1] + 1)
        }
        return nil
    }
}
