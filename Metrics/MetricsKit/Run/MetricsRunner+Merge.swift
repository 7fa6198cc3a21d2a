import Foundation

/// A run of one phase alone (`--trace`, `--change-cost`): its figures go into the report already
/// in the output folder, so it does not replace the other phases' figures there.
extension MetricsRunner {
    /// `report`'s figures of the phases run alone in the earlier report of the output folder;
    /// `report` itself when there is none to read.
    func mergedIntoEarlierReport(_ report: MetricsReport) -> MetricsReport {
        let file = "\(outputDirectory)/\(ReportFormat.json.fileName ?? "metrics.json")"
        guard let data = FileManager.default.contents(atPath: file), let earlier = try? JSONReport.decode(data) else { return report }
        return options.phasesAlone.reduce(earlier) { Self.merged(report, into: $0, phase: $1) }
    }

    /// `earlier` with `phase`'s figures and notes taken from `report`, and a note saying when,
    /// where and at which commit they were measured.
    static func merged(_ report: MetricsReport, into earlier: MetricsReport, phase: RunPhase) -> MetricsReport {
        var merged = earlier
        let (prefix, option): (String, String)
        switch phase {
        case .changeCost:
            merged.changeCost = report.changeCost
            (prefix, option) = ("Change cost:", "--change-cost")
        case .trace:
            merged.trace = report.trace
            (prefix, option) = ("Trace:", "--trace")
        default:
            // The other phases run only in a whole run: nothing of theirs to merge.
            return earlier
        }
        let now = report.environment
        let when = "\(prefix) measured \(now.date) at commit `\(now.commit.prefix(10))`\(now.dirty ? " (with uncommitted changes)" : "") on \(now.cpuCount) × \(now.cpuModel), by `Scripts/metrics \(option)`, into the report of \(earlier.environment.date) (whose header says where that one was measured)."
        merged.notes = earlier.notes.filter { !$0.hasPrefix(prefix) } + [when] + report.notes.filter { $0.hasPrefix(prefix) }
        if var phases = earlier.settings.phases {
            phases.append(phase.rawValue)
            // A report made before incremental rebuilds were a phase of their own has their figures, not the phase's name.
            if earlier.modules.contains(where: { $0.build?.incremental != nil }) { phases.append(RunPhase.incrementalBuildTiming.rawValue) }
            merged.settings.phases = RunPhase.allCases.map(\.rawValue).filter(Set(phases).contains)
            merged.settings.phasesLeftOut = earlier.settings.phasesLeftOut?.filter { !phases.contains($0) }
        }
        return merged
    }
}
