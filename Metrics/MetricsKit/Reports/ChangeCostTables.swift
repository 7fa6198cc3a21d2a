import Foundation

/// The change-cost tables every format shows: one row per exercise and pattern, one per pattern
/// across the exercises, and the shared parts. Empty when the phase did not run.
extension ReportTables {
    public func changeCost() -> [ReportTable] {
        guard let figures = report.changeCost, !figures.cells.isEmpty else { return [] }
        return [changeCostPatterns(figures), changeCostCells(figures), changeCostShared(figures)]
    }

    func changeCostPatterns(_ figures: ChangeCostFigures) -> ReportTable {
        let totals = figures.totals
        let fewest = totals.filter { $0.passed == $0.exercises }.map(\.cost.codeChanged).filter { $0 > 0 }.min()
        let rows = totals.map { total in
            [
                total.pattern, "\(total.passed)/\(total.exercises)",
                String(total.cost.filesTouched), String(total.cost.filesAdded),
                "+\(total.cost.codeAddedTotal)", "−\(total.cost.codeRemovedTotal)", String(total.cost.codeChanged),
                total.passed == total.exercises ? fewest.map { Format.ratio(Double(total.cost.codeChanged) / Double($0)) } ?? "–" : "–",
                "+\(total.cost.testCodeAdded)",
                ChangeCostTables.roles(total.cost),
            ]
        }
        return ReportTable(
            title: "Change cost per pattern (every feature exercise's reference solution summed)",
            headers: ["Pattern", "Passed", "Files touched", "Files added", "Code +", "Code −", "Code changed", "× fewest", "Test code +", "Code changed by role"],
            alignments: [.left, .right, .right, .right, .right, .right, .right, .right, .right, .left],
            rows: rows,
            caption: "Code lines as in the size figures (swift-syntax: a line with a token), matched by a line diff from main + the shared part to the solution; "
                + "an exercise that moves the UI framework is left out of the sum (its own table: The move to SwiftUI); "
                + "test code counted apart; ×: code changed over the smallest total among the patterns that passed every exercise."
        )
    }

    func changeCostCells(_ figures: ChangeCostFigures) -> ReportTable {
        let rows = figures.cells.map { (cell: ChangeCostFigures.Cell) -> [String] in
            let result = cell.status == "passed" ? "passed" : "FAILED: \(cell.reason ?? "")"
            guard let cost = cell.cost else { return [cell.exercise, cell.pattern, result, "–", "–", "–", "–", "–", ""] }
            return [
                cell.exercise, cell.pattern, result, String(cost.filesTouched), String(cost.filesAdded),
                "+\(cost.codeAddedTotal)", "−\(cost.codeRemovedTotal)", "+\(cost.testCodeAdded)", ChangeCostTables.roles(cost),
            ]
        }
        return ReportTable(
            title: "Change cost per exercise and pattern",
            headers: ["Exercise", "Pattern", "Result", "Files touched", "Files added", "Code +", "Code −", "Test code +", "Code changed by role"],
            alignments: [.left, .left, .left, .right, .right, .right, .right, .right, .left],
            rows: rows,
            caption: "Passed: the solution applied on the shared part, the package built, the acceptance journey printed its golden transcript and the pattern's own tests passed "
                + "(\(Format.duration(figures.seconds)) for the whole phase)."
        )
    }

    func changeCostShared(_ figures: ChangeCostFigures) -> ReportTable {
        let rows: [[String]] = figures.exercises.map { exercise -> [String] in
            [
                exercise.id, exercise.title, exercise.app,
                exercise.shared.map { String($0.filesTouched + $0.filesAdded) } ?? "–",
                exercise.shared.map { "+\($0.outsideCodeAdded) −\($0.outsideCodeRemoved)" } ?? "–",
                exercise.shared.map { "+\($0.testCodeAdded)" } ?? "–",
            ]
        }
        return ReportTable(
            title: "Exercises and their shared parts (handed over, the same for every pattern)",
            headers: ["Exercise", "Title", "App", "Files", "Code", "Test code +"],
            alignments: [.left, .left, .left, .right, .right, .right],
            rows: rows
        )
    }
}

enum ChangeCostTables {
    /// `ViewModel 40 · Coordinator 12`: code lines added plus removed, per role, largest first.
    static func roles(_ cost: ChangeCost) -> String {
        let changed = cost.codeAdded.merging(cost.codeRemoved, uniquingKeysWith: +)
        return changed.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }.joined(separator: " · ")
    }

    static func csvRows(_ figures: ChangeCostFigures) -> [[String]] {
        var rows: [[String]] = []
        func add(_ domain: String, _ pattern: String, _ group: String, _ metric: String, _ value: String, _ unit: String) {
            rows.append(["change_cost", domain, pattern, "", group, metric, value, unit])
        }
        let apps = Dictionary(figures.exercises.map { ($0.id, $0.app) }, uniquingKeysWith: { first, _ in first })
        for cell in figures.cells {
            let group = "exercise:\(cell.exercise)"
            let app = apps[cell.exercise] ?? ""
            add(app, cell.pattern, group, "status", cell.status, "")
            guard let cost = cell.cost else { continue }
            add(app, cell.pattern, group, "files_touched", String(cost.filesTouched), "files")
            add(app, cell.pattern, group, "files_added", String(cost.filesAdded), "files")
            for (role, lines) in cost.codeAdded.sorted(by: { $0.key < $1.key }) { add(app, cell.pattern, group, "code_added:\(role)", String(lines), "lines") }
            for (role, lines) in cost.codeRemoved.sorted(by: { $0.key < $1.key }) { add(app, cell.pattern, group, "code_removed:\(role)", String(lines), "lines") }
            add(app, cell.pattern, group, "test_code_added", String(cost.testCodeAdded), "lines")
            add(app, cell.pattern, group, "test_code_removed", String(cost.testCodeRemoved), "lines")
        }
        for total in figures.totals {
            add("", total.pattern, "all_exercises", "passed", String(total.passed), "exercises")
            add("", total.pattern, "all_exercises", "code_changed", String(total.cost.codeChanged), "lines")
            add("", total.pattern, "all_exercises", "test_code_added", String(total.cost.testCodeAdded), "lines")
        }
        return rows
    }

    /// Per exercise, one bar per pattern: code lines changed, stacked by role.
    static func chart(_ figures: ChangeCostFigures, roleColors: [String: String]) -> String {
        var legend: [(String, String)] = []
        let rows = figures.exercises.map { exercise in
            BarChart.Row(label: exercise.id, bars: figures.cells.filter { $0.exercise == exercise.id }.map { cell in
                let changed = (cell.cost?.codeAdded ?? [:]).merging(cell.cost?.codeRemoved ?? [:], uniquingKeysWith: +)
                let segments = changed.sorted { $0.key < $1.key }.map { role, lines in
                    if !legend.contains(where: { $0.0 == role }) { legend.append((role, roleColors[role] ?? "#999999")) }
                    return BarChart.Segment(value: Double(lines), color: roleColors[role] ?? "#999999", tooltip: "\(cell.pattern) \(exercise.id) \(role): \(lines) code lines changed")
                }
                let status = cell.status == "passed" ? "" : " FAILED"
                return BarChart.Bar(segments: segments, whisker: nil, label: "\(cell.pattern) \(cell.cost?.codeChanged ?? 0)\(status)")
            })
        }
        return BarChart(rows: rows, legend: legend, axisTitle: "code lines changed (added + removed) in the pattern's sources", labelWidth: 220).render()
    }
}
