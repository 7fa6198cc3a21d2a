/// The lines every format starts with: where, when, with what and how the numbers were measured.
enum ReportHeader {
    static func lines(_ report: MetricsReport) -> [(label: String, value: String)] {
        let environment = report.environment
        let settings = report.settings
        if let trees = settings.trees { return treeLines(report, trees) }
        var how = "\(settings.mode) run"
        if report.buildTiming != nil {
            how += ", \(settings.configuration) build timing, \(settings.runs) runs after \(settings.warmupRuns) warm-up (\(settings.runsChosenBy == "auto" ? "chosen to fit the time budget" : "--runs"))"
            if let jobs = report.buildTiming?.compilerJobs { how += ", \(jobs) compile job\(jobs == 1 ? "" : "s")" }
        }
        how += "; patterns: \(settings.patterns.isEmpty ? "all" : settings.patterns.joined(separator: ", "))"
        how += "; domains: \(settings.domains.isEmpty ? "all" : settings.domains.joined(separator: ", "))"
        return [
            ("Commit", Format.commit(environment)),
            ("Toolchain", environment.toolchain),
            ("OS", environment.os),
            ("CPU", "\(environment.cpuCount) × \(environment.cpuModel), \(Format.decimal(environment.memoryGB)) GB RAM"),
            ("Date", environment.date),
            ("Settings", how),
        ] + phaseLines(settings) + [
            ("Run time", Format.duration(report.durationSeconds)),
        ]
    }

    /// Which phases ran, which were left out and the command that adds them.
    private static func phaseLines(_ settings: RunSettings) -> [(label: String, value: String)] {
        guard let phases = settings.phases else { return [] }
        var lines = [(label: "Phases", value: phases.joined(separator: ", "))]
        if let leftOut = settings.phasesLeftOut, !leftOut.isEmpty {
            let command = settings.commandAddingLeftOut.map { "; `\($0)` adds them" } ?? ""
            lines.append((label: "Left out", value: leftOut.joined(separator: ", ") + command))
        }
        return lines
    }

    /// A `--path` run: the folders instead of the build settings.
    private static func treeLines(_ report: MetricsReport, _ trees: [TreeSetting]) -> [(label: String, value: String)] {
        let environment = report.environment
        let added = report.modules.count - trees.count
        let workspace = added > 0 ? " and \(added) workspace module\(added == 1 ? "" : "s")" : ""
        return [
            ("Commit", Format.commit(environment) + ", the workspace the tool ran from"),
            ("Toolchain", environment.toolchain),
            ("OS", environment.os),
            ("Date", environment.date),
            ("Settings", "folder run: static metrics of \(trees.count) folder\(trees.count == 1 ? "" : "s")\(workspace)"),
        ] + trees.map { ("Folder", "\($0.module): \($0.path)") } + [("Run time", Format.duration(report.durationSeconds))]
    }

    /// Failures of modules, one line each, for every format.
    static func failures(_ report: MetricsReport) -> [String] {
        var lines = report.modules.flatMap { module in
            module.failures.map { "\(module.id) — \($0.phase): \($0.message.split(separator: "\n").prefix(3).joined(separator: " / "))" }
        }
        if let parity = report.parity, let tests = parity.tests, tests.status == "failed" {
            lines.append("\(parity.target) (parity suite) — tests: \(tests.message ?? "failed")")
        }
        return lines
    }

    /// The files and folders that were not measured, one line each, for every format.
    static func skipped(_ report: MetricsReport) -> [String] {
        (report.skippedFiles ?? []).map(\.line)
    }

    /// The title of the skipped files' section.
    static let skippedTitle = "Skipped (could not be measured)"
}
