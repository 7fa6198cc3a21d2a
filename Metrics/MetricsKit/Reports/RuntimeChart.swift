/// The HTML report's runtime charts: per app, one group of bars per action, one bar per
/// pattern (median, whisker from the median to the p99), and launch and journeys per pattern.
enum RuntimeChart {
    static let patternColors = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#b07aa1", "#76b7b2", "#edc948", "#9c755f"]

    static func render(_ runtime: RuntimeFigures, catalog: PatternCatalog) -> String {
        let names = patternOrder(runtime, catalog: catalog)
        let color = { (pattern: String) in patternColors[(names.firstIndex(of: pattern) ?? 0) % patternColors.count] }
        let legend = names.map { ($0, color($0)) }
        var html = "<p>Bars: median; whiskers: median to p99, cut at three times the chart's largest median (the tables give every p99). Goals (reported, not asserted): median ≤ \(RuntimeTables.micro(runtime.goals.medianMicroseconds)) µs, "
            + "p99 ≤ \(RuntimeTables.micro(runtime.goals.p99Microseconds)) µs, slowest within \(Format.decimal(runtime.goals.slowestToFastest, places: 0))× of the fastest; a label marked ! misses one.</p>"
        for app in runtime.apps {
            // A p99 can be a hundred times the median on a busy machine: capped, the medians stay readable.
            let cap = 3 * (runtime.actions.filter { $0.app == app }.map(\.medianMicroseconds).max() ?? 0)
            let rows = runtime.actionTitles(of: app).map { action in
                BarChart.Row(label: action, bars: runtime.actions.filter { $0.app == app && $0.action == action }.map { row in
                    let missed = !RuntimeTables.misses(row, in: runtime).isEmpty
                    return BarChart.Bar(
                        segments: [BarChart.Segment(
                            value: row.medianMicroseconds, color: color(row.pattern),
                            tooltip: "\(row.pattern) \(action): median \(RuntimeTables.micro(row.medianMicroseconds)) µs, p99 \(RuntimeTables.micro(row.p99Microseconds)) µs, \(Int(row.mallocs)) mallocs"
                        )],
                        whisker: row.medianMicroseconds...min(max(row.medianMicroseconds, row.p99Microseconds), cap),
                        label: "\(row.pattern) \(RuntimeTables.micro(row.medianMicroseconds)) µs \(Format.ratio(row.ratioToFastest))\(missed ? " !" : "")"
                    )
                })
            }
            html += "<h3>\(BarChart.escape(app)): per user action</h3>"
            html += BarChart(rows: rows, legend: legend, axisTitle: "microseconds from typed line to rendered screen (release, in-memory database)", labelWidth: 260).render()
        }
        let patternRows = runtime.patterns.map { row in
            BarChart.Row(label: "\(row.app) \(row.pattern)", bars: [
                BarChart.Bar(
                    segments: [BarChart.Segment(value: row.journeysMilliseconds ?? 0, color: color(row.pattern), tooltip: "\(row.app) \(row.pattern): journeys \(Format.decimal(row.journeysMilliseconds)) ms")],
                    whisker: nil, label: "journeys \(Format.decimal(row.journeysMilliseconds)) ms"
                ),
                BarChart.Bar(
                    segments: [BarChart.Segment(value: (row.launchMicroseconds ?? 0) / 1_000, color: "#c8c8c8", tooltip: "\(row.app) \(row.pattern): launch \(Format.decimal((row.launchMicroseconds ?? 0) / 1_000, places: 2)) ms")],
                    whisker: nil, label: "launch \(Format.decimal((row.launchMicroseconds ?? 0) / 1_000, places: 2)) ms"
                ),
            ])
        }
        html += "<h3>Per pattern: parity journeys and launch</h3>"
        html += BarChart(rows: patternRows, legend: legend + [("launch", "#c8c8c8")], axisTitle: "milliseconds (median)", labelWidth: 260).render()
        html += breakdown(runtime)
        return html
    }

    static let phaseColors = [("event", "#4e79a7"), ("idle wait", "#e15759"), ("render", "#59a14f")]

    /// Stacked phases for every row that misses a goal: where its time goes.
    static func breakdown(_ runtime: RuntimeFigures) -> String {
        let missing = runtime.actions.filter { !RuntimeTables.misses($0, in: runtime).isEmpty && $0.idleMicroseconds != nil }
        guard !missing.isEmpty else { return "" }
        let rows = missing.map { row in
            let values = [row.eventMicroseconds, row.idleMicroseconds, row.renderMicroseconds].map { $0 ?? 0 }
            let segments = zip(phaseColors, values).map { phase, value in
                BarChart.Segment(value: value, color: phase.1, tooltip: "\(row.pattern) \(row.action): \(phase.0) \(RuntimeTables.micro(value)) µs")
            }
            return BarChart.Row(label: "\(row.app) \(row.pattern): \(row.action)", bars: [
                BarChart.Bar(segments: segments, whisker: nil, label: RuntimeTables.largestPhase(row)),
            ])
        }
        return "<h3>Where the time goes: actions that miss a goal</h3>"
            + BarChart(rows: rows, legend: phaseColors, axisTitle: "microseconds (medians of each phase)", labelWidth: 360).render()
    }

    /// The catalog's order first, then any pattern it does not know.
    static func patternOrder(_ runtime: RuntimeFigures, catalog: PatternCatalog) -> [String] {
        let present = Set(runtime.actions.map(\.pattern) + runtime.patterns.map(\.pattern))
        let known = catalog.patterns.map(\.name).filter { present.contains($0) }
        return known + present.subtracting(known).sorted()
    }
}
