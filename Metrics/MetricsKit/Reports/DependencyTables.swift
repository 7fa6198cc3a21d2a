/// The role-dependency figures in every format: a table per module (all formats), the rule
/// violations by file and line, the graphs (SVG in HTML, Mermaid in Markdown) and CSV rows.
struct DependencyTables {
    var report: MetricsReport

    private var modules: [ModuleReport] { report.modules.filter { $0.dependencies != nil } }

    /// The tables, after the others of the report.
    func all() -> [ReportTable] {
        guard !modules.isEmpty else { return [] }
        var tables = [summary()]
        if let violations = violations() { tables.append(violations) }
        return tables
    }

    /// One line per module: its edges, what its roles use of the shared kinds, its violations.
    func summary() -> ReportTable {
        let kinds = FrameworkSets.Kind.allCases.map(\.rawValue)
        let rows = modules.map { module -> [String] in
            let figures = module.dependencies ?? DependencyFigures(rules: [], edges: [], files: [], violations: [])
            let crossRole = figures.edges.filter { $0.kind == .role && $0.from != $0.to }
            var row = [module.id, String(figures.rules.count), String(crossRole.count), String(crossRole.reduce(0) { $0 + $1.references })]
            for kind in kinds {
                row.append(String(figures.edges.filter { $0.kind == .shared && $0.to == kind }.reduce(0) { $0 + $1.references }))
            }
            row += [String(figures.violations.count), String(figures.ambiguous.count)]
            return row
        }
        return ReportTable(
            title: "Role dependencies and rule violations",
            headers: ["Module", "Rules", "Role edges", "References"] + kinds.map { "→ \($0)" } + ["Violations", "Ambiguous"],
            rows: rows,
            caption: "From the type names each file uses (swift-syntax, no build): Role edges = pairs of different roles one references the other, References = names so used; → Toolkit / UI / Model / Storage: names of those shared targets used (a framework known only by its import counts once per importing file). Violations: references the pattern's rules forbid (Metrics/Reports/README.md, Role dependencies). Ambiguous: names declared in several roles, counted nowhere."
        )
    }

    /// Every violation, by file and line; nil when there is none.
    func violations() -> ReportTable? {
        let rows = modules.flatMap { module in
            (module.dependencies?.violations ?? []).map { [module.id, "\($0.file):\($0.line)", $0.rule, $0.name] }
        }
        guard !rows.isEmpty else { return nil }
        return ReportTable(
            title: "Rule violations", headers: ["Module", "Where", "Rule", "Name"],
            alignments: [.left, .left, .left, .left], rows: rows
        )
    }

    /// `metrics.md`: a Mermaid graph per pattern (per folder in a `--path` run).
    func markdown() -> String {
        let graphs = DependencyGraph.graphs(of: report)
        guard !graphs.isEmpty else { return "" }
        var text = "\n### Role dependencies, drawn\n\n"
        text += "Arrows: references from one role's files to another role's types (each use counts); dotted: to shared targets; ↻: to other files of the same role; red: breaks a rule of the pattern.\n"
        for graph in graphs {
            text += "\n#### \(PrintableText.line(graph.title))\n\n"
            text += graph.rules.isEmpty ? "Rules: none (the baseline).\n\n" : "Rules: \(graph.rules.map { "`\($0)`" }.joined(separator: " · ")).\n\n"
            text += DependencyGraphMermaid.render(graph)
        }
        return text
    }

    /// `metrics.html`: an SVG graph per pattern (per folder in a `--path` run).
    func html() -> String {
        let graphs = DependencyGraph.graphs(of: report)
        guard !graphs.isEmpty else { return "" }
        var html = "<section><h2>Role dependencies, per pattern</h2>"
        html += "<p class=\"caption\">Arcs above run left to right, arcs below right to left; the number is how many type names of the target role the source role's files use. Inside a box: ↻ uses of the role's own other files, → the shared targets it uses. Red breaks a rule of the pattern.</p>"
        for (index, graph) in graphs.enumerated() {
            let rules = DependencyGraph.count(graph.rules.count, "rule")
            let verdict = graph.rules.isEmpty ? "no rules (the baseline)"
                : graph.violations == 0 ? "\(rules), none broken" : "\(rules), \(DependencyGraph.count(graph.violations, "violation"))"
            html += "<h3>\(BarChart.escape(graph.title)) — \(BarChart.escape(verdict))</h3>"
            html += DependencyGraphSVG(graph: graph, id: "deps\(index)").render()
            if !graph.rules.isEmpty {
                html += "<p class=\"caption\">Must not reference: \(BarChart.escape(graph.rules.joined(separator: " · ")))</p>"
            }
        }
        return html + "<style>\(DependencyGraphSVG.style)</style></section>\n"
    }

    /// `metrics.csv`: per module its totals, per edge its references, per violation its place.
    func csvRows() -> [[String]] {
        var rows: [[String]] = []
        for module in modules {
            guard let figures = module.dependencies else { continue }
            func add(_ group: String, _ metric: String, _ value: String, _ unit: String = "") {
                rows.append(["module", module.domain, module.pattern, module.id, group, metric, value, unit])
            }
            add("dependencies", "rules", String(figures.rules.count), "rules")
            add("dependencies", "violations", String(figures.violations.count), "references")
            add("dependencies", "ambiguous", String(figures.ambiguous.count), "references")
            for edge in figures.edges {
                let group = "dependency:\(edge.from)→\(edge.to)"
                add(group, "references", String(edge.references), "references")
                add(group, "files", String(edge.files), "files")
                if edge.violations > 0 { add(group, "violations", String(edge.violations), "references") }
            }
            for violation in figures.violations {
                add("rule_violation", violation.rule, "\(violation.file):\(violation.line)", violation.name)
            }
        }
        return rows
    }
}
