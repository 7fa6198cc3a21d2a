/// Why each file of a `--path` run has its role (`settings.trees[].attribution` in the JSON):
/// in the terminal one row per module, role and reason with its file count; in Markdown and
/// HTML one row per file.
extension TreeTables {
    func attribution(compact: Bool) -> ReportTable? {
        let folders = trees.filter { !($0.attribution ?? []).isEmpty }
        guard !folders.isEmpty else { return nil }
        let caption = "Why: the suffix its name ends with (the catalog's, a real-app synonym, or a --role), else the nearest folder "
            + "named for a role, else none (Other). --exact-roles keeps the catalog's suffixes only."
        if compact {
            var rows: [[String]] = []
            for folder in folders {
                var counts: [[String]: Int] = [:]
                var order: [[String]] = []
                for file in folder.attribution ?? [] {
                    let key = [folder.module, file.role, Self.why(file)]
                    if counts[key] == nil { order.append(key) }
                    counts[key, default: 0] += 1
                }
                let roles = folder.roles.map(\.role) + [PatternCatalog.otherRole]
                order.sort { left, right in
                    let (l, r) = (roles.firstIndex(of: left[1]) ?? roles.count, roles.firstIndex(of: right[1]) ?? roles.count)
                    return l == r ? left[2] < right[2] : l < r
                }
                rows += order.map { $0 + [String(counts[$0] ?? 0)] }
            }
            return ReportTable(
                title: "Why each file has its role", headers: ["Module", "Role", "Why", "Files"],
                alignments: [.left, .left, .left, .right], rows: rows, caption: caption + " Every file: --format md or json."
            )
        }
        let rows = folders.flatMap { folder in
            (folder.attribution ?? []).map { [folder.module, $0.file, $0.role, Self.why($0)] }
        }
        return ReportTable(
            title: "Why each file has its role", headers: ["Module", "File", "Role", "Why"], alignments: [.left, .left, .left, .left],
            rows: rows, caption: caption
        )
    }

    /// `suffix …Presenter`, `synonym …ViewController`, `--role …Cell`, `folder Networking/`, `none`.
    static func why(_ file: FileAttribution) -> String {
        let match = file.match ?? ""
        switch file.reason {
        case .suffix: return "suffix …\(match)"
        case .synonym: return "synonym …\(match)"
        case .option: return "--role …\(match)"
        case .folder: return "folder \(match)/"
        case .none: return "none"
        }
    }
}
