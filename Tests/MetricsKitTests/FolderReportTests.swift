import Foundation
@testable import MetricsKit
import Testing

/// A whole `--path` run through the runner, rendered in every format.
@Suite struct FolderReportTests {
    private func run(_ trees: TreeOptions, packagePath: String = ".") throws -> MetricsReport {
        let options = MetricsOptions(packagePath: packagePath, trees: trees)
        var report = try MetricsRunner(options: options, progress: ProgressBar(style: .silent)) { _, _, _, _ in Fixture.environment }.run()
        report.durationSeconds = 0
        return report
    }

    private var folder: String { FolderCountsTests.folder }

    @Test func twoFoldersSideBySideInEveryFormat() throws {
        let report = try run(TreeOptions(
            paths: [folder, folder], patterns: ["MVC", "MVVM"], roles: [RoleAddition(role: "View", suffixes: ["ViewController", "Cell"])],
            labels: ["Players", "Players as MVVM"]
        ))
        #expect(report.modules.map(\.id) == ["Players/MVC", "Players as MVVM/MVVM"])
        #expect(report.settings.trees?.map(\.module) == ["Players/MVC", "Players as MVVM/MVVM"])
        #expect(report.settings.mode == "quick")
        #expect(report.patterns.isEmpty && report.shared.isEmpty && report.parity == nil)
        let mvvm = report.modules[1]
        // MVVM's View: the view controller, the cell and the detail view (26 code lines, 35 physical); its Model role: PlayerModel.
        #expect(mvvm.roles.first { $0.name == "View" }?.lines == LineCounts(files: 3, code: 26, comment: 4, blank: 8))
        #expect(mvvm.roles.first { $0.name == "Model" }?.lines.code == 6)

        let text = TextReport.render(report)
        #expect(text.contains("Physical lines by role"))
        #expect(text.contains("Folder     Players/MVC: \(folder)"))
        let markdown = MarkdownReport.render(report)
        #expect(markdown.contains("| Players/MVC | 5 | 51 | 35 | 6 | 10 |"))
        // The default synonym …Screen stays; the --role suffixes move to View (from MVC's ViewController role and the default …Cell).
        #expect(markdown.contains("| Players/MVC | View | View, Screen, ViewController, Cell | 3 | 38 | 26 | 4 | 8 | 74 % |"))
        #expect(markdown.contains("| Players as MVVM/MVVM | Support/Formatting.swift | Support | folder Support/ |"))
        #expect(markdown.contains("| Players as MVVM/MVVM | Scenes/Players/PlayerCell.swift | View | --role …Cell |"))
        let csv = CSVReport.render(report)
        #expect(csv.contains("module,Players,MVC,Players/MVC,role:View,physical,38,lines\n"))
        #expect(csv.contains("module,Players,MVC,Players/MVC,size,physical,51,lines\n"))
        let html = HTMLReport.render(report)
        #expect(html.contains("Physical lines by role, per folder"))
        #expect(!html.contains("Line coverage per module"))
        let decoded = try JSONReport.decode(JSONReport.encode(report))
        #expect(decoded == report)
    }

    @Test func theWorkspaceCanStandNextToTheFolders() throws {
        let fixture = try Fixture.copy("MiniWorkspace")
        defer { fixture.remove() }
        let report = try run(
            TreeOptions(paths: [folder], patterns: ["MVVM"], withWorkspace: true), packagePath: fixture.root
        )
        #expect(report.modules.map(\.id) == ["UIKitMVC/MVVM", "Alpha/MVVM", "Alpha/VIPER", "Alpha/Clean", "Beta/MVVM"])
        #expect(report.modules[1].size == LineCounts(files: 3, code: 30, comment: 5, blank: 6))
        #expect(report.notes.contains { $0.hasPrefix("Workspace modules (Alpha/MVVM, Alpha/VIPER, Alpha/Clean, Beta/MVVM)") })
        let text = TextReport.render(report)
        #expect(text.contains("Alpha/MVVM (workspace)"))
        // The role matrix has every module's roles; `–` where a pattern has no such role.
        #expect(text.contains("Presenter"))
        #expect(throws: MetricsError.self) {
            try run(TreeOptions(paths: [folder], patterns: ["MVVM"], labels: ["Alpha"], withWorkspace: true), packagePath: fixture.root)
        }
    }

    /// Every key a folder run adds to the JSON is documented in `Metrics/Reports/README.md`.
    @Test func folderKeysAreDocumented() throws {
        let readme = Fixture.directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Metrics/Reports/README.md")
        let documentation = try String(contentsOf: readme, encoding: .utf8)
        let report = try run(TreeOptions(paths: [folder], patterns: ["MVC"]))
        let object = try #require(try JSONSerialization.jsonObject(with: JSONReport.encode(report)) as? [String: Any])
        let settings = try #require(object["settings"] as? [String: Any])
        let tree = try #require((settings["trees"] as? [[String: Any]])?.first)
        let role = try #require((tree["roles"] as? [[String: Any]])?.first)
        let keys = ["trees"] + tree.keys + role.keys
        #expect(keys.filter { !documentation.contains("`\($0)`") }.isEmpty)
    }

    /// The check: the workspace's own Football Gather MVVM, measured as a plain folder,
    /// has the code lines per role the workspace report gives it.
    @Test func aWorkspaceModuleAsAFolderMeasuresTheSame() throws {
        let root = Fixture.directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let workspace = try MetricsRunner(options: MetricsOptions(packagePath: root, quick: true, patterns: ["MVVM"], domains: ["FootballGather"]),
                                          progress: ProgressBar(style: .silent)) { _, _, _, _ in Fixture.environment }.run()
        let module = try #require(workspace.modules.first)
        let exact = try run(TreeOptions(paths: ["\(root)/Modules/FootballGather/MVVM"], patterns: ["MVVM"], exactRoles: true))
        #expect(exact.modules.first?.roles == module.roles)
        #expect(exact.modules.first?.size == module.size)
        #expect(module.size.code > 0)
        // With the real-app defaults the folder gains empty roles (Data, Support) and nothing moves:
        // every file of the module has an exact suffix.
        let folder = try run(TreeOptions(paths: ["\(root)/Modules/FootballGather/MVVM"], patterns: ["MVVM"]))
        #expect(folder.modules.first?.roles.filter { $0.lines.files > 0 } == module.roles.filter { $0.lines.files > 0 })
        #expect(folder.settings.trees?.first?.attribution?.allSatisfy { $0.reason == .suffix } == true)
    }
}
