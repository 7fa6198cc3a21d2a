import Foundation

/// The runtime tables every format shows: one row per app, action and pattern (median, p99,
/// mallocs, ratio to the fastest pattern, goals), and one per app and pattern (launch,
/// journeys, peak memory). Empty when the runtime phase did not run.
extension ReportTables {
    public func runtime() -> [ReportTable] {
        guard let runtime = report.runtime else { return [] }
        return [runtimeActions(runtime), runtimePatterns(runtime)] + [runtimeBreakdown()].compactMap { $0 }
    }

    func runtimeActions(_ runtime: RuntimeFigures) -> ReportTable {
        let goals = runtime.goals
        var misses = 0
        let rows = runtime.actions.map { row in
            let missed = RuntimeTables.misses(row, in: runtime)
            if !missed.isEmpty { misses += 1 }
            return [
                row.app, row.action, row.pattern, RuntimeTables.micro(row.medianMicroseconds),
                RuntimeTables.micro(row.p99Microseconds), String(format: "%.0f", row.mallocs),
                Format.ratio(row.ratioToFastest), missed.isEmpty ? "ok" : "MISS: " + missed.joined(separator: ", "),
            ]
        }
        return ReportTable(
            title: "Runtime per user action (typed event to rendered screen)",
            headers: ["App", "Action", "Pattern", "Median µs", "p99 µs", "Mallocs", "× fastest", "Goals"],
            alignments: [.left, .left, .left, .right, .right, .right, .right, .left],
            rows: rows,
            caption: "Release build, in-memory database, virtual time; mallocs: median per action; ×: median over the fastest pattern's for that action. "
                + "Goals (reported, not asserted): median ≤ \(RuntimeTables.micro(goals.medianMicroseconds)) µs, p99 ≤ \(RuntimeTables.micro(goals.p99Microseconds)) µs, "
                + "slowest pattern within \(Format.decimal(goals.slowestToFastest, places: 0))× of the fastest. \(misses) of \(rows.count) rows miss."
        )
    }

    func runtimePatterns(_ runtime: RuntimeFigures) -> ReportTable {
        let fastestLaunch = Dictionary(grouping: runtime.patterns, by: \.app).mapValues { $0.compactMap(\.launchMicroseconds).min() }
        let fastestJourneys = Dictionary(grouping: runtime.patterns, by: \.app).mapValues { $0.compactMap(\.journeysMilliseconds).min() }
        let rows = runtime.patterns.map { row in
            [
                row.app, row.pattern,
                row.launchMicroseconds.map { Format.decimal($0 / 1_000, places: 2) } ?? "–",
                Format.ratio(RuntimeTables.ratio(row.launchMicroseconds, fastestLaunch[row.app] ?? nil)),
                Format.decimal(row.journeysMilliseconds, places: 1),
                Format.ratio(RuntimeTables.ratio(row.journeysMilliseconds, fastestJourneys[row.app] ?? nil)),
                row.journeysMallocs.map { String(format: "%.0f", $0) } ?? "–",
                row.peakMemoryBytes.map { Format.decimal($0 / 1_048_576, places: 1) } ?? "–",
            ]
        }
        return ReportTable(
            title: "Runtime per pattern (launch and parity journeys)",
            headers: ["App", "Pattern", "Launch ms", "× fastest", "Journeys ms", "× fastest", "Journey mallocs", "Peak memory MB"],
            alignments: [.left, .left, .right, .right, .right, .right, .right, .right],
            rows: rows,
            caption: "Launch: fresh in-memory repositories to the first rendered screen (median). Journeys: every parity journey of the app in script mode, back to back (median). "
                + "Peak memory: resident peak of the benchmark process during the journeys."
        )
    }
}

/// Formatting and goal checks for the runtime tables and chart.
enum RuntimeTables {
    /// The goals one row misses: its median, its p99, or its distance to the fastest pattern.
    static func misses(_ row: RuntimeAction, in runtime: RuntimeFigures) -> [String] {
        let goals = runtime.goals
        var missed: [String] = []
        if row.medianMicroseconds > goals.medianMicroseconds { missed.append("median") }
        if row.p99Microseconds > goals.p99Microseconds { missed.append("p99") }
        if row.ratioToFastest > goals.slowestToFastest { missed.append(">\(Format.decimal(goals.slowestToFastest, places: 0))× fastest") }
        return missed
    }

    /// Microseconds with sensible precision: `7.4`, `86`, `1,204`.
    static func micro(_ value: Double) -> String {
        if value < 10 { return String(format: "%.1f", value) }
        let rounded = Int(value.rounded())
        return rounded >= 1_000 ? "\(rounded / 1_000),\(String(format: "%03d", rounded % 1_000))" : String(rounded)
    }

    static func ratio(_ value: Double?, _ fastest: Double?) -> Double? {
        guard let value, let fastest, fastest > 0 else { return nil }
        return (value / fastest).rounded(toPlaces: 2)
    }
}

extension RuntimeTables {
    /// `metrics.csv` rows with scope `runtime`: domain = app, group = `action:<title>`,
    /// `launch` or `journeys`.
    static func csvRows(_ runtime: RuntimeFigures) -> [[String]] {
        var rows: [[String]] = []
        func add(_ app: String, _ pattern: String, _ group: String, _ metric: String, _ value: Double?, _ unit: String) {
            guard let value else { return }
            rows.append(["runtime", app, pattern, "", group, metric, String(value), unit])
        }
        for row in runtime.actions {
            let group = "action:\(row.action)"
            add(row.app, row.pattern, group, "median", row.medianMicroseconds, "us")
            add(row.app, row.pattern, group, "p99", row.p99Microseconds, "us")
            add(row.app, row.pattern, group, "mallocs", row.mallocs, "mallocs")
            add(row.app, row.pattern, group, "ratio_to_fastest", row.ratioToFastest, "ratio")
        }
        for row in runtime.patterns {
            add(row.app, row.pattern, "launch", "median", row.launchMicroseconds, "us")
            add(row.app, row.pattern, "journeys", "median", row.journeysMilliseconds, "ms")
            add(row.app, row.pattern, "journeys", "mallocs", row.journeysMallocs, "mallocs")
            add(row.app, row.pattern, "journeys", "peak_memory", row.peakMemoryBytes, "bytes")
        }
        return rows
    }
}

extension ReportTables {
    /// Where the time goes for every row that misses a goal: the phases of the action.
    /// Nil when nothing misses or the export has no phases.
    public func runtimeBreakdown() -> ReportTable? {
        guard let runtime = report.runtime else { return nil }
        let missing = runtime.actions.filter { !RuntimeTables.misses($0, in: runtime).isEmpty && $0.idleMicroseconds != nil }
        guard !missing.isEmpty else { return nil }
        let rows = missing.map { row in
            [
                row.app, row.action, row.pattern, RuntimeTables.micro(row.medianMicroseconds),
                row.eventMicroseconds.map(RuntimeTables.micro) ?? "–", row.idleMicroseconds.map(RuntimeTables.micro) ?? "–",
                row.renderMicroseconds.map(RuntimeTables.micro) ?? "–", RuntimeTables.largestPhase(row),
            ]
        }
        return ReportTable(
            title: "Where the time goes (actions that miss a goal)",
            headers: ["App", "Action", "Pattern", "Median µs", "Event µs", "Idle wait µs", "Render µs", "Largest"],
            alignments: [.left, .left, .left, .right, .right, .right, .right, .left],
            rows: rows,
            caption: "Phases (medians of every fourth iteration, run again split up): event = parse, resolve and the pattern's synchronous handling "
                + "(for a timer tick: the virtual clock advancing and the tick it wakes); idle wait = until the work the event started is done, "
                + "which the toolkit learns when a tracked task finishes (it polls only for work blocked on purpose); render = drawing the screen as text."
        )
    }
}

extension RuntimeTables {
    /// The phase that took the most, for a quick reading of the breakdown.
    static func largestPhase(_ row: RuntimeAction) -> String {
        let phases = [("event", row.eventMicroseconds), ("idle wait", row.idleMicroseconds), ("render", row.renderMicroseconds)]
            .compactMap { name, value in value.map { (name, $0) } }
        guard let largest = phases.max(by: { $0.1 < $1.1 }) else { return "–" }
        let total = phases.reduce(0) { $0 + $1.1 }
        return total > 0 ? "\(largest.0) (\(Int((largest.1 * 100 / total).rounded())) %)" : largest.0
    }
}
