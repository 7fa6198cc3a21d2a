import Foundation

/// A run of the trace alone (`--trace`): its figures go into the report already in the output
/// folder, so it does not replace the other phases' figures there.
extension MetricsRunner {
    /// `report`'s trace in the earlier report of the output folder, with its notes about the
    /// trace replaced; `report` itself when there is none to read.
    func mergedIntoEarlierReport(_ report: MetricsReport) -> MetricsReport {
        let file = "\(outputDirectory)/\(ReportFormat.json.fileName ?? "metrics.json")"
        guard let data = FileManager.default.contents(atPath: file), var earlier = try? JSONReport.decode(data) else { return report }
        earlier.trace = report.trace
        let now = report.environment
        let when = "Trace: measured \(now.date) at commit `\(now.commit.prefix(10))`\(now.dirty ? " (with uncommitted changes)" : "") on \(now.cpuCount) × \(now.cpuModel), by `Scripts/metrics --trace`, into the report of \(earlier.environment.date) (whose header says where that one was measured)."
        earlier.notes = earlier.notes.filter { !$0.hasPrefix("Trace:") } + [when] + report.notes.filter { $0.hasPrefix("Trace:") }
        if var phases = earlier.settings.phases {
            phases.append(RunPhase.trace.rawValue)
            // A report made before incremental rebuilds were a phase of their own has their figures, not the phase's name.
            if earlier.modules.contains(where: { $0.build?.incremental != nil }) { phases.append(RunPhase.incrementalBuildTiming.rawValue) }
            earlier.settings.phases = RunPhase.allCases.map(\.rawValue).filter(Set(phases).contains)
            earlier.settings.phasesLeftOut = earlier.settings.phasesLeftOut?.filter { !phases.contains($0) }
        }
        return earlier
    }
}
