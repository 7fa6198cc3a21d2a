import Foundation

/// A run of one phase alone (`--trace`, `--change-cost`): its figures go into the report already
/// in the output folder, so it does not replace the other phases' figures there.
extension MetricsRunner {
    /// `report`'s figures of the phases run alone in the earlier report of the output folder;
    /// `report` itself when there is none to read.
    func mergedIntoEarlierReport(_ report: MetricsReport) -> MetricsReport {
        let file = "\(outputDirectory)/\(ReportFormat.json.fileName ?? "metrics.json")"
        guard let data = FileManager.default.contents(atPath: file), let earlier = try? JSONReport.decode(data) else { return report }
        return options.phasesAlone.reduce(earlier) { Self.merged(report, into: $0, phase: $1, exercises: options.exercises) }
    }

    /// `earlier` with `phase`'s figures and notes taken from `report`, and a note saying when,
    /// where and at which commit they were measured. With `exercises` (`--exercise`), only
    /// those exercises' change cost is taken: the others keep their figures and notes, and the
    /// new notes name the exercises they are about (`Change cost (<ids>): …`).
    static func merged(_ report: MetricsReport, into earlier: MetricsReport, phase: RunPhase, exercises: [String] = []) -> MetricsReport {
        var merged = earlier
        var notes = report.notes
        // The notes the merged figures make stale: the earlier ones about the same figures.
        let prefix: String
        let stale: [String]
        let option: String
        switch phase {
        case .changeCost where !exercises.isEmpty:
            merged.changeCost = earlier.changeCost.map { $0.replacing(exercises: exercises, with: report.changeCost) } ?? report.changeCost
            prefix = "Change cost (\(exercises.joined(separator: ", "))):"
            (stale, option) = ([prefix], "--change-cost" + exercises.map { " --exercise \($0)" }.joined())
            // The run's own notes are about these exercises alone: named so, they stay apart from the others'.
            let own = "Change cost:"
            for index in notes.indices where notes[index].hasPrefix(own) {
                notes[index] = prefix + notes[index].dropFirst(own.count)
            }
        case .changeCost:
            merged.changeCost = report.changeCost
            prefix = "Change cost:"
            (stale, option) = ([prefix, "Change cost ("], "--change-cost")
        case .trace:
            merged.trace = report.trace
            prefix = "Trace:"
            (stale, option) = ([prefix], "--trace")
        default:
            // The other phases run only in a whole run: nothing of theirs to merge.
            return earlier
        }
        let now = report.environment
        let when = "\(prefix) measured \(now.date) at commit `\(now.commit.prefix(10))`\(now.dirty ? " (with uncommitted changes)" : "") on \(now.cpuCount) × \(now.cpuModel), by `Scripts/metrics \(option)`, into the report of \(earlier.environment.date) (whose header says where that one was measured)."
        merged.notes = earlier.notes.filter { note in !stale.contains { note.hasPrefix($0) } } + [when] + notes.filter { $0.hasPrefix(prefix) }
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
