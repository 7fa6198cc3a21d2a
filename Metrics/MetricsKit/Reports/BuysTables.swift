import Foundation

/// The "What it buys" tables, chart and CSV rows: framework independence and where state lives,
/// per pattern (both domains summed), per module and per role.
enum BuysTables {
    static let title = "What it buys (both domains summed)"

    /// One row per pattern, beside the cost table. Nil when no pattern has the figures.
    static func patterns(_ report: MetricsReport) -> ReportTable? {
        let rows: [[String]] = report.patterns.compactMap { summary in
            guard let buys = summary.buys else { return nil }
            return [summary.pattern] + cells(buys.total) + [buys.ruleViolations.map(String.init) ?? "–", buys.mutation.map { MutationTables.score($0) } ?? buys.mutationScore.map { Format.decimal($0) + " %" } ?? "–"]
        }
        guard !rows.isEmpty else { return nil }
        let mutated = report.patterns.contains { $0.buys?.mutation != nil }
        return ReportTable(
            title: title,
            headers: ["Pattern", "Code", "UI-free code", "UI-free", "Storage-free", "Mutable vars", "State holders (views)", "Rule violations", "Mutation score [95 % CI]"],
            rows: rows,
            caption: caption(frameworks: workspaceFrameworks) + " Rule violations: the pattern's dependency rules (– where not checked in this run). "
                + (mutated
                    ? "Mutation score: the share of planted bugs the pattern's own tests catch, both domains, [95 % Wilson interval] (– where a module was not mutated)."
                    : "Mutation score: measured by `Scripts/metrics --full --mutation` (– in this run).")
        )
    }

    private static func cells(_ figures: BuysFigures) -> [String] {
        [
            String(figures.code), String(figures.uiFreeCode), percent(figures.uiFreePercent), percent(figures.storageFreePercent),
            String(figures.mutableProperties), holders(figures),
        ]
    }

    static func percent(_ value: Double?) -> String { value.map { Format.decimal($0) + " %" } ?? "–" }

    static func holders(_ figures: BuysFigures) -> String {
        "\(figures.stateHolders) (\(figures.viewStateHolders) view\(figures.viewStateHolders == 1 ? "" : "s"))"
    }

    static let workspaceFrameworks = (ui: "TerminalUI", storage: "the domain's Storage target, GRDB, SQLiteSupport")

    static func caption(frameworks: (ui: String, storage: String)) -> String {
        "UI-free: code lines of files that neither import the UI toolkit (\(frameworks.ui)) nor name a type it declares; "
            + "storage-free: the same for storage (\(frameworks.storage)). "
            + "Mutable vars: stored `var`s of classes and actors and of the state structs they hold (not computed properties, `let`s, statics or weak references). "
            + "State holders: the types holding them; views: in a View or ViewController role, or a subclass of the toolkit's view controller. "
            + "A count of dependencies, not a judgement of design: `Metrics/Reports/README.md`, \"What it buys\"."
    }

    /// One row per module: its dependencies and which roles hold its state.
    static func modules(_ report: MetricsReport, folders: [TreeSetting]? = nil) -> ReportTable? {
        let rows: [[String]] = report.modules.compactMap { module -> [String]? in
            guard let buys = module.buys else { return nil }
            let total = buys.total
            let folder = folders?.first { $0.module == module.id }
            // A folder's storage is its own business; the workspace's is 100 % free by construction (the pattern table says so).
            let name: String = module.id + (folders != nil && folder == nil ? " (workspace)" : "")
            var row: [String] = [
                name, String(total.code), String(total.ui.code),
                String(total.storage.code), String(total.neither.code), percent(total.uiFreePercent),
            ]
            if folders != nil { row.append(percent(total.storageFreePercent)) }
            row += [String(total.mutableProperties), holders(total), stateByRole(buys)]
            return row
        }
        guard !rows.isEmpty else { return nil }
        var caption = "UI, Storage: code lines of the files that depend on the UI framework / on storage (a file can be in both); Neither: the rest. "
            + "Where state lives: the holders of each role, with their mutable vars (their own and their state structs')."
        if let folders, let first = folders.first {
            caption += " In the folders the UI framework is \(first.uiFrameworks?.joined(separator: ", ") ?? "–") and storage \(first.storageFrameworks?.joined(separator: ", ") ?? "–") (by import only)."
        }
        let headers = ["Module", "Code", "UI", "Storage", "Neither", "UI-free"] + (folders == nil ? [] : ["Storage-free"])
            + ["Mutable vars", "Holders (views)", "Where state lives"]
        return ReportTable(
            title: "What it buys per module", headers: headers,
            alignments: headers.indices.map { $0 == 0 || $0 == headers.count - 1 ? .left : .right },
            rows: rows, caption: caption
        )
    }

    /// `Store 8 (43 vars) · Worker 1 (1 var)`: holders per role, largest share first.
    static func stateByRole(_ buys: ModuleBuys) -> String {
        var order: [String] = []
        var count: [String: (holders: Int, vars: Int)] = [:]
        for holder in buys.stateHolders {
            if count[holder.role] == nil { order.append(holder.role) }
            count[holder.role, default: (0, 0)].holders += 1
            count[holder.role, default: (0, 0)].vars += holder.mutableProperties
        }
        let sorted = order.enumerated().sorted { lhs, rhs in
            let (left, right) = (count[lhs.element]?.vars ?? 0, count[rhs.element]?.vars ?? 0)
            return left != right ? left > right : lhs.offset < rhs.offset
        }.map(\.element)
        guard !sorted.isEmpty else { return "no mutable state" }
        return sorted.map { role in
            let figures = count[role] ?? (0, 0)
            return "\(role) \(figures.holders) (\(figures.vars) var\(figures.vars == 1 ? "" : "s"))"
        }.joined(separator: " · ")
    }

    /// One row per role of every module (Markdown and HTML).
    static func roles(_ report: MetricsReport) -> ReportTable? {
        var rows: [[String]] = []
        for module in report.modules {
            for role in module.buys?.roles ?? [] {
                let figures = role.figures
                rows.append([
                    module.id, role.role, String(figures.code), String(figures.ui.code), String(figures.storage.code),
                    String(figures.neither.code), percent(figures.uiFreePercent), String(figures.mutableProperties), holders(figures),
                ])
            }
        }
        guard !rows.isEmpty else { return nil }
        return ReportTable(
            title: "What it buys per role",
            headers: ["Module", "Role", "Code", "UI", "Storage", "Neither", "UI-free", "Mutable vars", "State holders (views)"],
            alignments: [.left, .left, .right, .right, .right, .right, .right, .right, .right],
            rows: rows,
            caption: "Mutable vars are counted where declared: a Reactor's or a CIS Store's state struct counts in the role of its file (State, Store), its holder in the holder's."
        )
    }

    // MARK: Chart

    static let colors = (ui: "#e15759", both: "#b07aa1", storage: "#f28e2b", neither: "#59a14f")

    /// Code lines by what they depend on, one stacked bar per row; the legend names only what occurs.
    static func chart(_ rows: [(label: String, figures: BuysFigures)]) -> String {
        struct Part { var name: String, value: Int, color: String }
        let parts = rows.map { row -> [Part] in
            let figures = row.figures
            let both = max(figures.ui.code + figures.storage.code + figures.neither.code - figures.code, 0)
            return [
                Part(name: "UI only", value: figures.ui.code - both, color: colors.ui), Part(name: "UI + storage", value: both, color: colors.both),
                Part(name: "storage only", value: figures.storage.code - both, color: colors.storage),
                Part(name: "neither", value: figures.neither.code, color: colors.neither),
            ]
        }
        let legend = (parts.first ?? []).indices.filter { index in parts.contains { $0[index].value > 0 } }
            .map { (parts[0][$0].name, parts[0][$0].color) }
        return BarChart(
            rows: zip(rows, parts).map { row, segments in
                BarChart.Row(label: row.label, bars: [BarChart.Bar(
                    segments: segments.map {
                        BarChart.Segment(value: Double($0.value), color: $0.color, tooltip: "\(row.label): \($0.value) code lines, \($0.name)")
                    },
                    whisker: nil, label: "\(percent(row.figures.uiFreePercent)) UI-free"
                )])
            },
            legend: legend, axisTitle: "code lines, by what their file depends on (UI framework, storage)"
        ).render()
    }

    // MARK: CSV

    static func csvRows(_ report: MetricsReport) -> [[String]] {
        var rows: [[String]] = []
        func figures(_ scope: String, _ domain: String, _ pattern: String, _ module: String, _ group: String, _ figures: BuysFigures) {
            func add(_ metric: String, _ value: Int, _ unit: String) { rows.append([scope, domain, pattern, module, group, metric, String(value), unit]) }
            add("code", figures.code, "lines")
            add("ui_files", figures.ui.files, "files")
            add("ui_code", figures.ui.code, "lines")
            add("storage_files", figures.storage.files, "files")
            add("storage_code", figures.storage.code, "lines")
            add("neither_files", figures.neither.files, "files")
            add("neither_code", figures.neither.code, "lines")
            add("mutable_properties", figures.mutableProperties, "properties")
            add("state_holders", figures.stateHolders, "types")
            add("view_state_holders", figures.viewStateHolders, "types")
        }
        for module in report.modules {
            guard let buys = module.buys else { continue }
            figures("module", module.domain, module.pattern, module.id, "buys", buys.total)
            for role in buys.roles { figures("module", module.domain, module.pattern, module.id, "buys:role:\(role.role)", role.figures) }
            for holder in buys.stateHolders {
                let group = "state_holder:\(holder.type)"
                rows.append(["module", module.domain, module.pattern, module.id, group, "mutable_properties", String(holder.mutableProperties), "properties"])
                rows.append(["module", module.domain, module.pattern, module.id, group, "role", holder.role, ""])
                rows.append(["module", module.domain, module.pattern, module.id, group, "is_view", String(holder.isView), ""])
            }
        }
        for summary in report.patterns {
            guard let buys = summary.buys else { continue }
            figures("pattern", "", summary.pattern, "", "buys", buys.total)
            if let violations = buys.ruleViolations { rows.append(["pattern", "", summary.pattern, "", "buys", "rule_violations", String(violations), "violations"]) }
            if let score = buys.mutationScore { rows.append(["pattern", "", summary.pattern, "", "buys", "mutation_score", Format.decimal(score, places: 2), "%"]) }
        }
        return rows
    }

    // MARK: README

    /// The buys table (pattern rows) as the README's front page and the results page show it;
    /// nil without figures.
    static func table(_ report: MetricsReport) -> String? {
        guard var plain = patterns(report) else { return nil }
        plain.caption = nil
        return plain.renderMarkdown().replacingOccurrences(of: "### ", with: "#### ")
    }

    /// The results page's buys table and how to read it; nil without figures.
    static func resultsPage(_ report: MetricsReport) -> String? {
        table(report).map { $0 + "\n" + readmeParagraph + "\n" }
    }

    static let readmeParagraph = """
        How to read it: *UI-free code* is the code in files that neither import the UI toolkit \
        (TerminalUI, UIKit's stand-in, or DeclarativeUI, SwiftUI's) nor name a type it declares: \
        what is predicted to survive swapping UIKit for SwiftUI, a prediction the exercise that \
        moves the Countries views to SwiftUI measures (*The move to SwiftUI*). *Storage-free* is the same for the domain's Storage target, GRDB and \
        SQLite support; every pattern here reaches storage only through the repository \
        protocols of its Model target, so it is 100 % everywhere by construction. *Mutable \
        vars* are the stored `var`s of classes and actors and of the state structs they hold; \
        *state holders* are the types that hold them, and the views among them: the per-module \
        table (`Metrics/Reports/metrics.md`) shows which roles hold the state — MVC's view \
        controllers, MVVM's view models, VIPER's presenters and passive views, one Store or \
        Reactor per scene keeping one State struct (a Reactor's views keep only their pulse \
        bindings), Clean's one AppState beside what a single view owns. The figures see files, \
        imports, type names and stored properties, read from the syntax; they cannot see how \
        well a boundary is drawn, whether a dependency does harm or a state is well shaped, and \
        a file that imports the toolkit for one type counts whole. A count of dependencies is not \
        a judgement of design: UI-free code is an option bought (to swap the framework, to test \
        without it), paid for in the cost table above.
        """
}
