import Foundation

/// Reads the JMH export of ordo-one/benchmark (`--format jmh`) as the runtime benchmarks name
/// their results: `<app>/<pattern>/<what>`, where `<what>` is an action's title, `launch` or
/// `journeys` (the export turns spaces into underscores). Times come in microseconds.
public struct RuntimeExportParser: Sendable {
    /// The workspace's pattern names, so the benchmarks' `mvvm` reads `MVVM`.
    public var patternNames: [String]
    public var goals: RuntimeGoals

    public init(patternNames: [String] = PatternCatalog.standard.patterns.map(\.name), goals: RuntimeGoals = RuntimeGoals()) {
        self.patternNames = patternNames
        self.goals = goals
    }

    static let wallClock = "Time (wall clock)"
    static let mallocs = "Malloc (total)"
    static let peakMemory = "Memory (resident peak)"
    /// The benchmarks' custom metrics, in nanoseconds (exported as counts, unscaled).
    static let phaseEvent = "phase event ns"
    static let phaseIdle = "phase idle ns"
    static let phaseRender = "phase render ns"

    public func parse(_ data: Data) throws -> RuntimeFigures {
        let entries: [Entry]
        do {
            entries = try JSONDecoder().decode([Entry].self, from: data)
        } catch {
            throw MetricsError.report("the benchmark export is not JMH JSON: \(error)")
        }
        var actions: [RuntimeAction] = []
        var patterns: [RuntimePatternFigures] = []
        var failures: [String] = []
        for entry in entries {
            guard let name = Name(entry.benchmark) else {
                failures.append("unexpected benchmark name \(entry.benchmark)")
                continue
            }
            let pattern = displayName(name.pattern)
            // Only the metrics each kind asks for: the export reuses one dictionary of
            // secondary metrics across benchmarks, so another's may linger in it.
            guard let time = entry.secondaryMetrics[Self.wallClock], let median = time.percentile("50.0") else {
                failures.append("\(name.app)/\(name.pattern)/\(name.what): no wall-clock figures")
                continue
            }
            let mallocs = entry.secondaryMetrics[Self.mallocs]?.percentile("50.0")
            switch name.what {
            case "launch":
                update(&patterns, app: name.app, pattern: pattern) {
                    $0.launchMicroseconds = median
                    $0.launchMallocs = mallocs
                }
            case "journeys":
                update(&patterns, app: name.app, pattern: pattern) {
                    $0.journeysMilliseconds = median / 1_000
                    $0.journeysMallocs = mallocs
                    $0.peakMemoryBytes = entry.secondaryMetrics[Self.peakMemory]?.percentile("50.0")
                    $0.journeyRuns = entry.measurementIterations
                }
            default:
                actions.append(RuntimeAction(
                    app: name.app, pattern: pattern, action: name.what, medianMicroseconds: median,
                    p99Microseconds: time.percentile("99.0") ?? median, mallocs: mallocs ?? 0,
                    samples: entry.measurementIterations ?? 0,
                    eventMicroseconds: entry.microseconds(Self.phaseEvent),
                    idleMicroseconds: entry.microseconds(Self.phaseIdle),
                    renderMicroseconds: entry.microseconds(Self.phaseRender)
                ))
            }
        }
        return RuntimeFigures(actions: withRatios(ordered(actions)), patterns: orderedPatterns(patterns), goals: goals, failures: failures)
    }

    private func displayName(_ raw: String) -> String {
        patternNames.first { $0.lowercased() == raw.lowercased() } ?? raw
    }

    private func update(_ rows: inout [RuntimePatternFigures], app: String, pattern: String, _ change: (inout RuntimePatternFigures) -> Void) {
        if let index = rows.firstIndex(where: { $0.app == app && $0.pattern == pattern }) {
            change(&rows[index])
        } else {
            var row = RuntimePatternFigures(app: app, pattern: pattern)
            change(&row)
            rows.append(row)
        }
    }

    /// The export's order is a dictionary's: sort by app, action, then the catalog's pattern order.
    private func ordered(_ actions: [RuntimeAction]) -> [RuntimeAction] {
        actions.sorted { ($0.app, $0.action, rank($0.pattern)) < ($1.app, $1.action, rank($1.pattern)) }
    }

    private func orderedPatterns(_ rows: [RuntimePatternFigures]) -> [RuntimePatternFigures] {
        rows.sorted { ($0.app, rank($0.pattern)) < ($1.app, rank($1.pattern)) }
    }

    private func rank(_ pattern: String) -> Int {
        patternNames.firstIndex(of: pattern) ?? patternNames.count
    }

    private func withRatios(_ actions: [RuntimeAction]) -> [RuntimeAction] {
        actions.map { row in
            var row = row
            let fastest = actions.filter { $0.app == row.app && $0.action == row.action }.map(\.medianMicroseconds).min() ?? 0
            row.ratioToFastest = fastest > 0 ? (row.medianMicroseconds / fastest).rounded(toPlaces: 2) : 1
            return row
        }
    }

    /// `package.benchmark.<Target>.<app>/<pattern>/<what with underscores>`.
    struct Name {
        let app: String
        let pattern: String
        let what: String

        init?(_ benchmark: String) {
            let parts = benchmark.split(separator: "/", maxSplits: 2).map(String.init)
            guard parts.count == 3, let app = parts[0].split(separator: ".").last, !parts[1].isEmpty, !parts[2].isEmpty else { return nil }
            self.app = String(app)
            pattern = parts[1]
            what = parts[2].replacingOccurrences(of: "_", with: " ")
        }
    }

    struct Entry: Decodable {
        let benchmark: String
        let measurementIterations: Int?
        let secondaryMetrics: [String: Metric]

        /// The median of a custom metric recorded in nanoseconds.
        func microseconds(_ name: String) -> Double? {
            secondaryMetrics[name]?.percentile("50.0").map { ($0 / 1_000).rounded(toPlaces: 3) }
        }
    }

    struct Metric: Decodable {
        let scorePercentiles: [String: Double]

        func percentile(_ key: String) -> Double? {
            scorePercentiles[key]
        }
    }
}
