import Foundation

/// "The move to SwiftUI: predicted and measured", in every format: per exercise that moves the
/// UI framework (`movesUIFramework`), one row per pattern whose solution was counted — what the
/// UI-free figures predicted would survive, what of the code outside the view roles did, and
/// a reading of the two — and the files outside the view roles that the move changed, each as
/// `file:line`. Left out, as the other change-cost tables are, when no such exercise was measured.
struct UIMoveTables {
    /// One exercise that moves the UI framework, with its cells in the catalog's order.
    struct Move {
        var exercise: ChangeCostFigures.ExerciseInfo
        var cells: [ChangeCostFigures.Cell]
    }

    let moves: [Move]

    /// Nil when the report measured no exercise that moves the UI framework.
    init?(report: MetricsReport, catalog: PatternCatalog = .standard) {
        guard let figures = report.changeCost else { return nil }
        let moves = figures.exercises.filter { $0.movesUIFramework == true }.map { exercise in
            Move(exercise: exercise, cells: figures.cells.filter { $0.exercise == exercise.id }
                .sorted { catalog.order(of: $0.pattern) < catalog.order(of: $1.pattern) })
        }
        guard !moves.isEmpty else { return nil }
        self.moves = moves
    }

    static let title = "The move to SwiftUI: predicted and measured"

    private func titled(_ title: String, _ move: Move) -> String {
        moves.count == 1 ? title : "\(title) (\(move.exercise.id))"
    }

    /// Per exercise the pattern table, and with `files` the changed files too.
    func all(files: Bool) -> [ReportTable] {
        moves.flatMap { move in [patterns(move)] + (files ? [changedFiles(move)] : []) }
    }

    func patterns(_ move: Move) -> ReportTable {
        let rows = move.cells.map { cell -> [String] in
            guard let figures = cell.uiMove else { return [cell.pattern, "–", "–", "–", "–", "–", Self.reading(cell)] }
            return [
                cell.pattern, String(figures.predicted), String(figures.survived), String(figures.nonViewCodeBefore),
                String(figures.uiFreeKept),
                String(figures.nonViewFilesChanged.count), Self.reading(cell),
            ]
        }
        return ReportTable(
            title: titled(Self.title, move),
            headers: [
                "Pattern", "Predicted (UI-free lines)", "Survived (non-view lines left identical)", "Non-view lines before",
                "UI-free lines kept", "Non-view files changed", "Reading",
            ],
            alignments: [.left, .right, .right, .right, .right, .right, .left],
            rows: rows,
            caption: "\(move.exercise.id) (\(move.exercise.title)), each pattern's reference solution. Predicted: the module's UI-free code lines "
                + "(What it buys: files that neither import the UI toolkit nor name a type it declares), read in the same run. "
                + "Survived: the code lines of the files outside the pattern's view roles, as they are on main + the shared part, "
                + "that the solution leaves byte-identical (a line diff; a renamed file keeps its unchanged lines). "
                + "UI-free lines kept: predicted less the UI-free code lines the solution changed. "
                + "Held: the solution changed no UI-free line."
        )
    }

    func changedFiles(_ move: Move) -> ReportTable {
        var rows: [[String]] = []
        for cell in move.cells {
            for file in cell.uiMove?.changedFiles ?? [] {
                rows.append([
                    cell.pattern, file.location, file.role + (file.viewRole ? " (view)" : ""), file.uiFree ? "yes" : "no",
                    file.change + (file.renamedTo.map { " to \($0)" } ?? ""), "\(file.codeLinesChanged) of \(file.codeLines)",
                    "+\(file.codeLinesAdded)",
                ])
            }
        }
        return ReportTable(
            title: titled("The move to SwiftUI: the files it changed outside the view roles", move),
            headers: ["Pattern", "File:line", "Role", "UI-free", "Change", "Code lines changed", "Code lines added"],
            alignments: [.left, .left, .left, .left, .left, .right, .right],
            rows: rows,
            caption: "File:line: the file before the move and its first code line the solution removed or changed (else its first line that differs). "
                + "A UI-free file of a view role is listed too: the prediction counted it."
        )
    }

    /// One line read from the figures: held when the solution changed no UI-free line;
    /// otherwise the UI-free files it changed.
    static func reading(_ cell: ChangeCostFigures.Cell) -> String {
        let failed = cell.status == "passed" ? "" : " (the solution failed: \(cell.reason ?? "no reason given"))"
        guard let figures = cell.uiMove else { return "not measured" + failed }
        let changed = figures.uiFreeFilesChanged
        guard !changed.isEmpty else { return "held: no UI-free line changed" + failed }
        let lines = changed.reduce(0) { $0 + $1.codeLinesChanged }
        let names = changed.map { ($0.path as NSString).lastPathComponent }
        return "not held: \(lines) UI-free line\(lines == 1 ? "" : "s") changed in \(names.joined(separator: ", "))" + failed
    }

    /// The README's front page: per exercise the pattern table without the lines before, and
    /// where the changed files are listed.
    func frontPage(resultsPage: String) -> String {
        moves.map { move in
            var table = patterns(move)
            let kept = [0, 1, 2, 4, 5, 6]
            table.headers = kept.map { table.headers[$0] }
            table.alignments = kept.map { table.alignments[$0] }
            table.rows = table.rows.map { row in kept.map { row[$0] } }
            table.caption = nil
            var text = "\n" + table.renderMarkdown().replacingOccurrences(of: "### ", with: "#### ")
            text += "\n\(move.exercise.id), each pattern's reference solution: the UI-free code lines the report counted beside the lines outside the view roles "
            text += "that the move left byte-identical. How both are counted, and every file the move changed as `file:line`: [\(resultsPage)](\(resultsPage)).\n"
            return text
        }.joined()
    }

    /// The results page: per exercise both tables, whole.
    func resultsPage() -> String {
        all(files: true).map { "\n" + $0.renderMarkdown().replacingOccurrences(of: "### ", with: "#### ") }.joined()
    }

    /// `metrics.csv`: scope `change_cost`, group `ui_move:<exercise>` per pattern, and
    /// `ui_move_file:<exercise>:<path>` per changed file.
    func csvRows() -> [[String]] {
        var rows: [[String]] = []
        for move in moves {
            for cell in move.cells {
                guard let figures = cell.uiMove else { continue }
                func add(_ group: String, _ metric: String, _ value: String, _ unit: String) {
                    rows.append(["change_cost", move.exercise.app, cell.pattern, "", group, metric, value, unit])
                }
                let group = "ui_move:\(move.exercise.id)"
                add(group, "predicted", String(figures.predicted), "lines")
                add(group, "survived", String(figures.survived), "lines")
                add(group, "non_view_code_before", String(figures.nonViewCodeBefore), "lines")
                add(group, "non_view_files_changed", String(figures.nonViewFilesChanged.count), "files")
                add(group, "ui_free_lines_changed", String(figures.uiFreeFilesChanged.reduce(0) { $0 + $1.codeLinesChanged }), "lines")
                add(group, "promise_held", String(figures.promiseHeld), "")
                for file in figures.changedFiles {
                    let fileGroup = "ui_move_file:\(move.exercise.id):\(file.path)"
                    add(fileGroup, "role", file.role, "")
                    add(fileGroup, "ui_free", String(file.uiFree), "")
                    add(fileGroup, "code_lines_changed", String(file.codeLinesChanged), "lines")
                    add(fileGroup, "code_lines_added", String(file.codeLinesAdded), "lines")
                    add(fileGroup, "first_changed_line", String(file.firstChangedLine), "line")
                }
            }
        }
        return rows
    }

    static let colors = (predicted: "#bab0ac", survived: "#59a14f")

    /// `metrics.html`: per pattern two bars, predicted and survived, as the report's other charts.
    func chart(_ move: Move) -> String {
        let rows = move.cells.map { cell in
            guard let figures = cell.uiMove else {
                return BarChart.Row(label: cell.pattern, bars: [BarChart.Bar(segments: [], whisker: nil, label: "not measured")])
            }
            func bar(_ value: Int, _ color: String, _ what: String, _ meaning: String) -> BarChart.Bar {
                BarChart.Bar(
                    segments: [BarChart.Segment(value: Double(value), color: color, tooltip: "\(cell.pattern): \(value) \(what) (\(meaning))")],
                    whisker: nil, label: "\(value) \(what)"
                )
            }
            return BarChart.Row(label: cell.pattern, bars: [
                bar(figures.predicted, Self.colors.predicted, "predicted", "UI-free lines"),
                bar(figures.survived, Self.colors.survived, "survived", "non-view lines left identical"),
            ])
        }
        let legend = [("predicted (UI-free)", Self.colors.predicted), ("survived (non-view)", Self.colors.survived)]
        return BarChart(
            rows: rows, legend: legend,
            axisTitle: "code lines: UI-free before the move, and outside the view roles left identical by it (\(move.exercise.id))"
        ).render()
    }

    /// The HTML sections: per exercise its chart.
    func html() -> String {
        moves.map { move in
            "<section><h2>\(BarChart.escape(titled(Self.title, move)))</h2>\(chart(move))</section>\n"
        }.joined()
    }
}
