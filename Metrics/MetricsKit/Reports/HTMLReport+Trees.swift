extension HTMLReport {
    /// The charts of a `--path` run: lines by role per folder (code and physical), declared tests.
    static func treeCharts(_ report: MetricsReport, catalog: PatternCatalog) -> String {
        var colors = roleColors(catalog)
        let palette = ["#86bcb6", "#d37295", "#fabfd2", "#a0cbe8", "#ffbe7d", "#8cd17d", "#b6992d", "#499894"]
        for role in report.modules.flatMap(\.roles) where colors[role.name] == nil {
            colors[role.name] = palette[colors.count % palette.count]
        }
        var html = ""
        for (title, value, axis) in [
            ("Code lines by role, per folder", \LineCounts.code, "code lines (not blank, not comment)"),
            ("Physical lines by role, per folder", \LineCounts.total, "physical lines (code + comment + blank)"),
        ] {
            var legend: [(String, String)] = []
            for role in report.modules.flatMap(\.roles) where role.lines[keyPath: value] > 0 && !legend.contains(where: { $0.0 == role.name }) {
                legend.append((role.name, colors[role.name] ?? "#999999"))
            }
            if let other = legend.firstIndex(where: { $0.0 == PatternCatalog.otherRole }) { legend.append(legend.remove(at: other)) }
            let rows = report.modules.map { module in
                BarChart.Row(label: module.id, bars: [BarChart.Bar(
                    segments: module.roles.map {
                        BarChart.Segment(
                            value: Double($0.lines[keyPath: value]), color: colors[$0.name] ?? "#999999",
                            tooltip: "\(module.id) \($0.name): \($0.lines[keyPath: value]) lines in \($0.lines.files) files"
                        )
                    },
                    whisker: nil, label: "\(module.size[keyPath: value]) lines"
                )])
            }
            html += "<section><h2>\(BarChart.escape(title))</h2>\(BarChart(rows: rows, legend: legend, axisTitle: axis).render())</section>\n"
        }
        return html + "<section><h2>Declared tests per folder</h2>\(testsChart(report))</section>\n"
    }
}
