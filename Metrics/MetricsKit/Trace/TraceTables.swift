/// The reading cost in every format: a line per pattern beside its change cost, the named
/// actions, every command's medians and totals, and the diagrams (Mermaid in Markdown, SVG in HTML).
struct TraceTables {
    let figures: TraceFigures
    let changeCost: ChangeCostFigures?

    init?(report: MetricsReport) {
        guard let figures = report.trace, !figures.modules.isEmpty else { return nil }
        self.figures = figures
        changeCost = report.changeCost
    }

    func all() -> [ReportTable] {
        [patterns(), actions(), commands()]
    }

    /// "To follow these N actions you read F functions in G files across R roles."
    static func sentence(_ line: TraceFigures.PatternLine) -> String {
        "to follow \(line.actions == 1 ? "this action" : "these \(line.actions) actions") you read \(count(line.functions, "function")) in \(count(line.files, "file")) across \(count(line.roles, "role"))"
    }

    /// "F functions in G files across R roles".
    static func reading(_ reading: TraceFigures.Reading) -> String {
        "\(count(reading.functions, "function")) in \(count(reading.files, "file")) across \(count(reading.roles.count, "role"))"
    }

    private static func count(_ value: Int, _ noun: String) -> String { DependencyGraph.count(value, noun) }

    func patterns() -> ReportTable {
        let totals = changeCost?.totals ?? []
        let fewest = totals.filter { $0.passed == $0.exercises }.map(\.cost.codeChanged).filter { $0 > 0 }.min()
        let baseline = figures.patterns.first
        let rows = figures.patterns.map { line -> [String] in
            let total = totals.first { $0.pattern == line.pattern }
            let changed = total.map { total in
                String(total.cost.codeChanged) + (fewest.map { " (\(Format.ratio(Double(total.cost.codeChanged) / Double($0))))" } ?? "")
            } ?? "–"
            let ratio = baseline.map { $0.functions > 0 ? Format.ratio(Double(line.functions) / Double($0.functions)) : "–" } ?? "–"
            return [line.pattern, String(line.actions), String(line.functions), ratio, String(line.files), String(line.roles), changed]
        }
        return ReportTable(
            title: "Reading cost per pattern beside change cost",
            headers: ["Pattern", "Actions", "Functions read", "× \(baseline?.pattern ?? "first")", "Files", "Roles", "Change cost (code lines changed, × fewest)"],
            rows: rows,
            caption: "Reading cost: to follow the named actions of both apps (below) you read these distinct functions, files and roles of the pattern's code, each once. "
                + "Change cost: every workshop exercise's reference solution summed (the change-cost tables); – when that phase did not run."
        )
    }

    func actions() -> ReportTable {
        let rows = namedActions().flatMap { named in
            named.patterns.map { module, action -> [String] in
                let reading = action.reading
                return [
                    named.domain, named.name, module.pattern, String(reading.functions), String(reading.files), String(reading.types),
                    String(reading.roles.count), String(reading.roleHops), String(reading.deepestChain), String(reading.boundaryCalls),
                ]
            }
        }
        return ReportTable(
            title: "Reading cost per action",
            headers: ["App", "Action", "Pattern", "Functions", "Files", "Types", "Roles", "Role hops", "Deepest chain", "Boundary calls"],
            alignments: [.left, .left, .left] + Array(repeating: .right, count: 7),
            rows: rows,
            caption: "Each action is the same typed lines of a parity journey in every pattern, followed until the app is idle (work it started in a task included). "
                + "Functions, files, types, roles: distinct ones of the pattern's code that ran. Role hops: consecutive calls whose roles differ. "
                + "Deepest chain: nested calls, a task's work under the call that started it. Boundary calls: calls into the shared targets (toolkit, screens, model, storage)."
        )
    }

    func commands() -> ReportTable {
        let rows = figures.modules.map { module -> [String] in
            [
                module.id, String(module.commands), Format.decimal(module.medianFunctions), Format.decimal(module.medianFiles),
                Format.decimal(module.medianRoles), Format.decimal(module.medianRoleHops), Format.decimal(module.medianDeepestChain),
                String(module.totalFunctions), String(module.totalFiles), String(module.totalCalls),
            ]
        }
        return ReportTable(
            title: "Reading cost over every command of the journeys",
            headers: ["Module", "Commands", "Median functions", "Median files", "Median roles", "Median role hops", "Median deepest chain", "Total functions", "Total files", "Total calls"],
            rows: rows,
            caption: "Every typed command of every parity journey (directives and the launch apart): medians per command; totals: distinct functions and files that ran, and every call."
        )
    }

    /// Each named action, apps and actions in their order, with the modules that traced it.
    func namedActions() -> [(domain: String, name: String, patterns: [(TraceFigures.Module, TraceFigures.Action)])] {
        var domains: [String] = []
        for module in figures.modules where !domains.contains(module.domain) { domains.append(module.domain) }
        return domains.flatMap { domain in
            (TraceAction.standard[domain] ?? []).map { named in
                let patterns = figures.modules.filter { $0.domain == domain }.compactMap { module in
                    module.actions.first { $0.name == named.name }.map { (module, $0) }
                }
                return (domain, named.name, patterns)
            }
        }
    }

    static func summary(_ module: TraceFigures.Module, _ action: TraceFigures.Action) -> String {
        "\(module.pattern): \(reading(action.reading))"
    }

    /// `metrics.md`: the line per pattern, then each action's diagram in every pattern.
    func markdown() -> String {
        var text = "\n### Reading cost, drawn\n\n"
        text += figures.patterns.map { "- **\($0.pattern)**: \(Self.sentence($0)).\n" }.joined()
        text += "\nEach diagram: the types of the pattern's code that the action ran, grouped by role in the pattern's order, and the shared targets as Toolkit, Model and Storage; an arrow is a call from one to another, in order (a call repeated in a row once, with ×n).\n"
        for named in namedActions() {
            text += "\n#### \(named.domain): \(named.name)\n"
            for (module, action) in named.patterns {
                text += "\n<details><summary>\(Self.summary(module, action))</summary>\n\n"
                text += TraceDiagramMermaid.render(action.diagram) + "\n</details>\n"
            }
        }
        return text
    }

    /// The width of GitHub's README column, in pixels.
    static let frontPageWidth = 880

    /// The action the front page draws, in the baseline and in VIPER.
    func drawnPair() -> [(pattern: String, action: TraceFigures.Action)] {
        let name = TraceAction.readmeActions["FootballGather"] ?? ""
        return ["MVC", "VIPER"].compactMap { pattern in
            figures.modules.first { $0.domain == "FootballGather" && $0.pattern == pattern }.flatMap { module in
                module.actions.first { $0.name == name }.map { (pattern, $0) }
            }
        }
    }

    /// The front page's diagram files: `reading-cost-<action>-<pattern>.svg` and its SVG.
    func drawnPairImages() -> [(name: String, svg: String)] {
        drawnPair().map { pattern, action in (Self.imageName(pattern, action), TraceDiagramSVG(diagram: action.diagram).document()) }
    }

    private static func imageName(_ pattern: String, _ action: TraceFigures.Action) -> String {
        "reading-cost-\(action.name.replacingOccurrences(of: " ", with: "-"))-\(pattern.lowercased()).svg"
    }

    /// A line per pattern, with the change cost of the exercises beside it where the report has it.
    /// "the seven exercises": as many feature exercises as the change cost summed.
    private var exercises: String {
        let count = changeCost?.featureExercises.count ?? 0
        let words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
        switch count {
        case 0: return "the exercises"
        case 1: return "the one exercise"
        default: return "the \(words.indices.contains(count) ? words[count] : String(count)) exercises"
        }
    }

    private func patternLines() -> String {
        let totals = changeCost?.totals ?? []
        return figures.patterns.map { line in
            let cost = totals.first { $0.pattern == line.pattern }.map { "; the exercises changed \($0.cost.codeChanged) code lines" } ?? ""
            return "- **\(line.pattern)**: \(Self.sentence(line))\(cost).\n"
        }.joined()
    }

    /// The front page's reading cost: the line per pattern, and the drawn pair as images in
    /// `images` (a path relative to the README), with how to read them.
    func frontPage(images: String) -> String {
        var text = "\n#### Reading cost: how far one action travels\n\n"
        text += "The same ten typed actions, five per app, traced in the running code (`Scripts/metrics --trace`), each function and file counted once; beside it, the change cost of \(exercises):\n\n"
        text += patternLines()
        let pair = drawnPair()
        guard !pair.isEmpty else { return text }
        text += "\nFootball Gather's \"\(pair[0].action.name)\" (`\(pair[0].action.commands.joined(separator: "`, `"))`), "
        text += pair.map { "\($0.pattern): \(Self.reading($0.action.reading)), \(Self.count($0.action.reading.roleHops, "role hop"))" }.joined(separator: "; ") + ". "
        text += "A column is a type of the pattern's code that ran, under its role (Toolkit, Model and Storage are the shared targets); an arrow is one call, top to bottom in the order they ran. "
        text += "Both are drawn at the same scale; open one for its labels.\n\n"
        // One scale for both, so the picture's size is part of the comparison.
        let widths = pair.map { TraceDiagramSVG(diagram: $0.action.diagram).size.width }
        let scale = min(1, Double(Self.frontPageWidth) / Double(widths.max() ?? 1))
        for ((pattern, action), natural) in zip(pair, widths) {
            let width = Int((Double(natural) * scale).rounded())
            text += "<img src=\"\(images)/\(Self.imageName(pattern, action))\" width=\"\(width)\" alt=\"\(pattern): \(action.name), \(Self.reading(action.reading))\">\n"
        }
        return text
    }

    /// The results page: the line per pattern beside its change cost, and one action drawn
    /// in the baseline and in VIPER, with how to read them.
    func resultsPage() -> String {
        var text = "\n#### Reading cost: how far one action travels\n\n"
        text += "Traced in the running code (`Scripts/metrics --trace`): the same ten typed actions of the parity journeys, five per app, followed until the app is idle. "
        text += "Each function and file counted once; beside it, the change cost of \(exercises).\n\n"
        text += patternLines()
        let name = TraceAction.readmeActions["FootballGather"] ?? ""
        let drawn = drawnPair()
        guard !drawn.isEmpty else { return text }
        text += "\nFootball Gather's \"\(name)\" (`\(drawn[0].1.commands.joined(separator: "`, `"))`) in MVC and in VIPER. How to read them: "
        text += "each box is a role of the pattern, each column a type of its code that ran, Toolkit, Model and Storage the shared targets; "
        text += "an arrow is one call from one type to another, top to bottom in the order they ran (a call repeated with the same calls under it: once, ×n). "
        text += "Where MVC's arrows go from the view controller to the toolkit and storage and back, VIPER's pass View → Presenter → Interactor → Presenter → View for the same tap. "
        text += "Every pattern's diagram of it is in its module README and in `metrics.md`.\n"
        // Folded: GitHub draws each diagram when it is opened.
        for (pattern, action) in drawn {
            let reading = action.reading
            text += "\n<details><summary><b>\(pattern)</b>: \(Self.reading(reading)), \(Self.count(reading.roleHops, "role hop")), deepest chain \(reading.deepestChain), \(Self.count(reading.boundaryCalls, "boundary call")).</summary>\n\n"
            text += TraceDiagramMermaid.render(action.diagram) + "\n</details>\n"
        }
        return text
    }

    /// `metrics.html`: the same, as SVG.
    func html() -> String {
        var html = "<section><h2>Reading cost, drawn</h2><ul>"
        html += figures.patterns.map { "<li><b>\(BarChart.escape($0.pattern))</b>: \(BarChart.escape(Self.sentence($0))).</li>" }.joined() + "</ul>"
        html += "<p class=\"caption\">Each diagram: the types of the pattern's code the action ran, under their role, and the shared targets as Toolkit, Model and Storage; an arrow is a call, in order (repeated in a row: once, ×n).</p>"
        for named in namedActions() {
            html += "<h3>\(BarChart.escape(named.domain)): \(BarChart.escape(named.name))</h3>"
            for (module, action) in named.patterns {
                html += "<details><summary>\(BarChart.escape(Self.summary(module, action)))</summary>"
                html += TraceDiagramSVG(diagram: action.diagram).render() + "</details>"
            }
        }
        return html + "<style>\(TraceDiagramSVG.style)</style></section>\n"
    }

    /// `metrics.csv`: per module and action its figures.
    func csvRows() -> [[String]] {
        var rows: [[String]] = []
        for module in figures.modules {
            for action in module.actions {
                let reading = action.reading
                let values: [(String, Int)] = [
                    ("functions", reading.functions), ("files", reading.files), ("types", reading.types), ("roles", reading.roles.count),
                    ("role_hops", reading.roleHops), ("deepest_chain", reading.deepestChain), ("boundary_calls", reading.boundaryCalls), ("calls", reading.calls),
                ]
                for (metric, value) in values {
                    rows.append(["module", module.domain, module.pattern, module.id, "trace: \(action.name)", metric, String(value), metric == "deepest_chain" ? "calls" : metric])
                }
            }
        }
        return rows
    }
}
