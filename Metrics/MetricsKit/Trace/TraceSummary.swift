/// Turns one module's journey logs into its figures: each named action, and every typed
/// command's figures summarised as medians and totals.
struct TraceSummary {
    let analyzer: TraceAnalyzer

    /// `logs`: journey name → its log, for the module's app.
    func module(_ module: PatternModule, logs recorded: [(journey: String, log: TraceLog)]) -> TraceFigures.Module {
        let own = Set(module.sourceFiles)
        var foreign = 0
        let logs = recorded.map { journey, log in
            let kept = log.keeping(files: own)
            foreign += log.records.count - kept.records.count
            return (journey: journey, log: kept)
        }
        var actions: [TraceFigures.Action] = []
        var together: [TraceLog.Record] = []
        for action in TraceAction.standard[module.domain] ?? [] {
            guard let log = logs.first(where: { $0.journey == action.journey })?.log, let range = action.commands(in: log.commands) else { continue }
            let records = log.records(of: range)
            together += records
            actions.append(TraceFigures.Action(
                name: action.name, commands: log.commands[range].filter(TraceLog.isTyped), journey: action.journey,
                reading: analyzer.reading(records), diagram: analyzer.diagram(records)
            ))
        }
        var readings: [TraceFigures.Reading] = []
        var functions = Set<String>()
        var files = Set<String>()
        var calls = 0
        for (_, log) in logs {
            let byCommand = Dictionary(grouping: log.records, by: \.command)
            for (index, line) in log.commands.enumerated() where TraceLog.isTyped(line) {
                readings.append(analyzer.reading(byCommand[index] ?? []))
            }
            for record in log.records where !record.boundary && record.command < log.commands.count && TraceLog.isTyped(log.commands[record.command]) {
                functions.insert("\(record.file)\t\(record.type)\t\(record.function)")
                files.insert(record.file)
                calls += 1
            }
        }
        let median = { (values: [Int]) -> Double in Bootstrap.median(values.map(Double.init)) }
        return TraceFigures.Module(
            domain: module.domain, pattern: module.pattern, actions: actions, actionsTogether: analyzer.reading(together), commands: readings.count,
            medianFunctions: median(readings.map(\.functions)), medianFiles: median(readings.map(\.files)),
            medianRoles: median(readings.map(\.roles.count)), medianRoleHops: median(readings.map(\.roleHops)),
            medianDeepestChain: median(readings.map(\.deepestChain)),
            totalFunctions: functions.count, totalFiles: files.count, totalCalls: calls, foreignCalls: foreign
        )
    }

    /// Per pattern, over both apps' named actions: distinct functions, files and roles, each read once.
    static func patternLines(_ modules: [TraceFigures.Module], catalog: PatternCatalog) -> [TraceFigures.PatternLine] {
        let patterns = Set(modules.map(\.pattern)).sorted { catalog.order(of: $0) < catalog.order(of: $1) }
        return patterns.map { pattern in
            let own = modules.filter { $0.pattern == pattern }
            // The modules share no file: their distinct functions and files add up.
            return TraceFigures.PatternLine(
                pattern: pattern, actions: own.reduce(0) { $0 + $1.actions.count },
                functions: own.reduce(0) { $0 + $1.actionsTogether.functions },
                files: own.reduce(0) { $0 + $1.actionsTogether.files },
                roles: Set(own.flatMap(\.actionsTogether.roles)).count
            )
        }
    }
}
