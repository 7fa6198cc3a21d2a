/// The runtime phase's figures: what one user action costs on each pattern, from the typed
/// event to the rendered screen, and what each pattern costs to launch and to run its parity
/// journeys. Measured by the benchmark package in `Metrics/Benchmarks` (ordo-one/benchmark)
/// and read back from its JMH export. The goals are reported against, never asserted.
public struct RuntimeFigures: Codable, Sendable, Equatable {
    /// One row per app, action and pattern, in the export's app and action order.
    public var actions: [RuntimeAction]
    /// One row per app and pattern.
    public var patterns: [RuntimePatternFigures]
    public var goals: RuntimeGoals
    /// Benchmarks that failed or could not be read; the others are still reported.
    public var failures: [String]

    public init(actions: [RuntimeAction], patterns: [RuntimePatternFigures], goals: RuntimeGoals = RuntimeGoals(), failures: [String] = []) {
        self.actions = actions
        self.patterns = patterns
        self.goals = goals
        self.failures = failures
    }

    /// The apps in first-seen order.
    public var apps: [String] {
        var seen: [String] = []
        for app in actions.map(\.app) + patterns.map(\.app) where !seen.contains(app) { seen.append(app) }
        return seen
    }

    /// The actions of `app` in first-seen order.
    public func actionTitles(of app: String) -> [String] {
        var seen: [String] = []
        for row in actions where row.app == app && !seen.contains(row.action) { seen.append(row.action) }
        return seen
    }

    /// Slowest median over fastest median for one action (1 with a single pattern).
    public func spread(app: String, action: String) -> Double {
        let medians = actions.filter { $0.app == app && $0.action == action }.map(\.medianMicroseconds)
        guard let fastest = medians.min(), let slowest = medians.max(), fastest > 0 else { return 1 }
        return slowest / fastest
    }
}

/// The targets of issue 13: per action on the in-memory database, and between patterns.
public struct RuntimeGoals: Codable, Sendable, Equatable {
    public var medianMicroseconds: Double
    public var p99Microseconds: Double
    /// The slowest pattern's median within this many times the fastest's, per action.
    public var slowestToFastest: Double

    public init(medianMicroseconds: Double = 100, p99Microseconds: Double = 1_000, slowestToFastest: Double = 3) {
        self.medianMicroseconds = medianMicroseconds
        self.p99Microseconds = p99Microseconds
        self.slowestToFastest = slowestToFastest
    }
}
