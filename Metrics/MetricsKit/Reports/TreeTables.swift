import Foundation

/// The tables of a `--path` run: every folder (and, when added, every workspace module) side by
/// side, one column or row each. Physical lines = code + comment + blank (see `LineCounts.total`).
struct TreeTables {
    var report: MetricsReport
    var trees: [TreeSetting]

    /// Compact (the terminal) leaves out the per-role detail and lists at most
    /// `compactOtherFiles` files with no role per module.
    func all(compact: Bool) -> [ReportTable] {
        var tables = [size(), roleMatrix("Code lines by role", \.code), roleMatrix("Physical lines by role", \.total)]
        if !compact { tables.append(rolesDetailed()) }
        if let why = attribution(compact: compact) { tables.append(why) }
        tables += [BuysTables.modules(report, folders: trees), compact ? nil : BuysTables.roles(report)].compactMap { $0 }
        if let layers = ReportTables(report: report).layers() { tables.append(layers) }
        if let other = otherFiles(limit: compact ? Self.compactOtherFiles : nil) { tables.append(other) }
        return tables
    }

    static let compactOtherFiles = 10

    private func isFolder(_ module: ModuleReport) -> Bool { trees.contains { $0.module == module.id } }

    func size() -> ReportTable {
        ReportTable(
            title: "Size and shape per folder",
            headers: [
                "Module", "Files", "Physical", "Code", "Comment", "Blank", "Types", "Protocols", "Functions", "Avg fn",
                "Test files", "Test code", "Declared tests",
            ],
            rows: report.modules.map { module in
                [
                    module.id + (isFolder(module) ? "" : " (workspace)"), String(module.size.files), String(module.size.total),
                    String(module.size.code), String(module.size.comment), String(module.size.blank),
                    String(module.shape.types), String(module.shape.protocols), String(module.shape.functions),
                    Format.decimal(module.shape.averageFunctionLines), String(module.testCode.files),
                    String(module.testCode.code), String(module.declaredTests),
                ]
            },
            caption: "Module: <label>/<pattern>, the label is the folder's name or --label. Physical = code + comment + blank: every line, "
                + "a last line without a final newline included (so `wc -l` + 1 for such a file). Test files and test code are not in any role."
        )
    }

    /// Roles as rows, modules as columns: `–` where the module's pattern has no such role.
    func roleMatrix(_ title: String, _ value: KeyPath<LineCounts, Int>) -> ReportTable {
        var names: [String] = []
        for module in report.modules {
            for role in module.roles where role.name != PatternCatalog.otherRole && !names.contains(role.name) {
                names.append(role.name)
            }
        }
        names.append(PatternCatalog.otherRole)
        return ReportTable(
            title: title, headers: ["Role"] + report.modules.map(\.id),
            rows: names.map { name in
                [name] + report.modules.map { module in
                    module.roles.first { $0.name == name }.map { String($0.lines[keyPath: value]) } ?? "–"
                }
            },
            footerRows: [["Total"] + report.modules.map { String($0.size[keyPath: value]) }]
        )
    }

    func rolesDetailed() -> ReportTable {
        var rows: [[String]] = []
        for module in report.modules {
            let suffixes = trees.first { $0.module == module.id }?.roles
            let total = max(module.size.code, 1)
            for role in module.roles {
                let marked = role.name == PatternCatalog.otherRole ? "no suffix"
                    : suffixes?.first { $0.role == role.name }.map { $0.suffixes.isEmpty ? "none" : $0.suffixes.joined(separator: ", ") } ?? role.name
                rows.append([
                    module.id, role.name, marked, String(role.lines.files), String(role.lines.total), String(role.lines.code),
                    String(role.lines.comment), String(role.lines.blank),
                    String(format: "%.0f %%", Double(role.lines.code) * 100 / Double(total)),
                ])
            }
        }
        return ReportTable(
            title: "Lines by role (per module)",
            headers: ["Module", "Role", "Suffixes", "Files", "Physical", "Code", "Comment", "Blank", "Share of code"],
            alignments: [.left, .left, .left, .right, .right, .right, .right, .right, .right],
            rows: rows,
            caption: "A file's role is the longest of these suffixes its name ends with (`<Scene><Suffix>.swift`), else the nearest "
                + "folder named for a role (settings.trees[].folderRoles in the JSON); Other = neither."
        )
    }

    func otherFiles(limit: Int?) -> ReportTable? {
        var rows: [[String]] = []
        for module in report.modules {
            let files = module.otherFiles
            let shown = limit.map { Array(files.prefix($0)) } ?? files
            rows += shown.map { [module.id, $0] }
            if shown.count < files.count { rows.append([module.id, "… and \(files.count - shown.count) more (every one in --format md)"]) }
        }
        guard !rows.isEmpty else { return nil }
        return ReportTable(
            title: "Files with no role (counted as Other)", headers: ["Module", "File"], alignments: [.left, .left], rows: rows,
            caption: "Paths relative to the folder (to the package for workspace modules). `--role Role=Suffix` gives them a role."
        )
    }
}
