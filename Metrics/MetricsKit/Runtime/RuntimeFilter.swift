/// Turns `--patterns` / `--domains` into a regular expression on the benchmarks' names
/// (`<app>/<pattern>/…`): the domain `FootballGather` is the app `football-gather`.
public struct RuntimeFilter: Sendable, Equatable {
    public var patterns: [String]
    public var domains: [String]

    public init(patterns: [String], domains: [String]) {
        self.patterns = patterns
        self.domains = domains
    }

    /// Nil when nothing is filtered.
    public var expression: String? {
        guard !patterns.isEmpty || !domains.isEmpty else { return nil }
        let app = domains.isEmpty ? "[^/]+" : "(" + domains.map(Self.appName).joined(separator: "|") + ")"
        let pattern = patterns.isEmpty ? "[^/]+" : "(" + patterns.map { $0.lowercased() }.joined(separator: "|") + ")"
        return "^\(app)/\(pattern)/"
    }

    /// `FootballGather` → `football-gather`.
    static func appName(_ domain: String) -> String {
        var name = ""
        for character in domain {
            if character.isUppercase && !name.isEmpty { name.append("-") }
            name.append(character.lowercased())
        }
        return name
    }
}
