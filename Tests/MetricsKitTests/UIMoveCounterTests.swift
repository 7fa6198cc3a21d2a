import Foundation
@testable import MetricsKit
import Testing

/// What a UI-framework move leaves of a module, read from a real solution patch applied to a
/// small VIPER module in a git repository, as the change-cost phase reads it: the module at
/// the commit before, the working tree after, the renames from the patch.
@Suite struct UIMoveCounterTests {
    static let folder = "Modules/Shop/VIPER"
    static let presenter = "\(folder)/List/ListPresenter.swift"
    static let interactor = "\(folder)/List/ListInteractor.swift"
    static let view = "\(folder)/List/ListView.swift"
    static let router = "\(folder)/List/ListRouter.swift"
    static let formatter = "\(folder)/Common/PriceFormatter.swift"

    /// Code lines: Presenter 7, Interactor 4, Router 4 (on the toolkit), Formatter 3, View 5 (on the toolkit).
    static let module: [String: String] = [
        presenter: """
            /// Words the list.
            final class ListPresenter {
                weak var view: (any ListViewProtocol)?

                func viewDidLoad() {
                    let items = interactor.items()
                    view?.show(items.map(\\.name))
                }
            }

            """,
        interactor: """
            // Reads the shop.
            final class ListInteractor {
                func items() -> [Item] { repository.items() }
                var count: Int { 0 }
            }

            """,
        router: """
            import TerminalUI

            final class ListRouter {
                func showDetails() {}
            }

            """,
        formatter: """
            enum PriceFormatter {
                static func text(_ cents: Int) -> String { "\\(cents / 100)" }
            }

            """,
        view: """
            import TerminalUI

            final class ListView: ViewController {
                func show(_ names: [String]) {}
                var rows: [String] = []
            }

            """,
    ]

    static let prediction = UIMoveCounter.Prediction(uiFreeCode: 14, uiFiles: [router, view])
    static let nonView = 7 + 4 + 4 + 3

    /// A repository holding the module, committed; `edit` applied to a second copy and taken as
    /// the solution's patch (`git diff -M`), which is then applied to the first: the figures of that move.
    func move(_ edit: (String) throws -> Void) throws -> UIMoveFigures {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("ui-move-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let git = GitRepository(directory: base)
        for (path, text) in Self.module {
            try FileManager.default.createDirectory(atPath: "\(base)/\((path as NSString).deletingLastPathComponent)", withIntermediateDirectories: true)
            try text.write(toFile: "\(base)/\(path)", atomically: true, encoding: .utf8)
        }
        try git.run(["init", "--quiet"])
        try git.run(["add", "--all"])
        try git.run(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "--quiet", "-m", "main + shared part"])
        try edit(base)
        try git.run(["add", "--all"])
        let patch = "\(base).patch"
        defer { try? FileManager.default.removeItem(atPath: patch) }
        try git.run(["diff", "--cached", "-M", "--output=\(patch)"])
        try git.run(["reset", "--quiet", "--hard"])
        try git.run(["apply", patch])
        let viper = try #require(PatternCatalog.standard.pattern(named: "VIPER"))
        return try UIMoveCounter(pattern: viper).measure(in: git, revision: "HEAD", folders: [Self.folder], patch: patch, prediction: Self.prediction)
    }

    static func replace(_ old: String, with new: String, in path: String, under base: String) throws {
        let text = try String(contentsOfFile: "\(base)/\(path)", encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(toFile: "\(base)/\(path)", atomically: true, encoding: .utf8)
    }

    @Test func aChangedViewFileChangesNothing() throws {
        let figures = try move { base in
            try Self.replace("import TerminalUI", with: "import DeclarativeUI", in: Self.view, under: base)
            try Self.replace("final class ListView: ViewController {", with: "struct ListView: View {\n    var body: some View { Text(\"\") }", in: Self.view, under: base)
        }
        #expect(figures.predicted == 14)
        #expect(figures.nonViewCodeBefore == Self.nonView)
        #expect(figures.survived == Self.nonView)
        #expect(figures.changedFiles.isEmpty)
        #expect(figures.promiseHeld)
        #expect(figures.viewRoles == ["View"])
    }

    @Test func anEditPlantedInThePresenterLowersSurvivedByTheCodeLinesItChanges() throws {
        let figures = try move { base in
            // One code line changed, one removed, one added; a blank line removed is no code.
            try Self.replace("        let items = interactor.items()\n        view?.show(items.map(\\.name))\n", with: "        state = interactor.items().map(\\.name)\n        rendered = true\n", in: Self.presenter, under: base)
            try Self.replace("    weak var view: (any ListViewProtocol)?\n\n", with: "    weak var view: (any ListViewProtocol)?\n", in: Self.presenter, under: base)
        }
        #expect(figures.survived == Self.nonView - 2)
        let file = try #require(figures.changedFiles.first)
        #expect(figures.changedFiles.count == 1)
        #expect(file == UIMoveFigures.ChangedFile(
            path: Self.presenter, role: "Presenter", viewRole: false, uiFree: true, change: "changed",
            codeLines: 7, codeLinesChanged: 2, codeLinesAdded: 2, firstChangedLine: 6
        ))
        #expect(file.location == "\(Self.presenter):6")
        #expect(!figures.promiseHeld)
        #expect(figures.uiFreeFilesChanged.map(\.path) == [Self.presenter])
    }

    @Test func aCommentOnlyEditLosesNoLine() throws {
        let figures = try move { base in
            try Self.replace("// Reads the shop.", with: "// Reads the shop, for any UI.", in: Self.interactor, under: base)
        }
        #expect(figures.survived == Self.nonView)
        #expect(figures.promiseHeld)
        // Listed, so a reader sees the file was touched, with no code line changed.
        #expect(figures.changedFiles.map(\.codeLinesChanged) == [0])
        #expect(figures.changedFiles.first?.firstChangedLine == 1)
    }

    @Test func aDeletedNonViewFileLosesAllItsLines() throws {
        let figures = try move { base in
            try FileManager.default.removeItem(atPath: "\(base)/\(Self.router)")
        }
        #expect(figures.survived == Self.nonView - 4)
        let file = try #require(figures.changedFiles.first)
        #expect(file.change == "deleted")
        #expect(file.codeLinesChanged == 4)
        #expect(!file.uiFree)
        #expect(file.firstChangedLine == 1)
        // The router was not UI-free: the prediction never counted it.
        #expect(figures.promiseHeld)
    }

    @Test func aRenamedFileKeepsItsUnchangedLines() throws {
        let figures = try move { base in
            let moved = "\(Self.folder)/List/ListItems.swift"
            try FileManager.default.moveItem(atPath: "\(base)/\(Self.interactor)", toPath: "\(base)/\(moved)")
            try Self.replace("    var count: Int { 0 }\n", with: "    var count: Int { 1 }\n", in: moved, under: base)
        }
        #expect(figures.survived == Self.nonView - 1)
        let file = try #require(figures.changedFiles.first)
        #expect(file.change == "renamed")
        #expect(file.renamedTo == "\(Self.folder)/List/ListItems.swift")
        #expect(file.codeLinesChanged == 1)
        #expect(file.firstChangedLine == 4)
    }

    /// A UI-free file of a view role (MVC's formatter is a ViewController) is not in survived,
    /// but the prediction counted it: its change is listed and breaks the promise.
    @Test func aUIFreeFileOfAViewRoleIsListedButNotSurvived() throws {
        let mvc = try #require(PatternCatalog.standard.pattern(named: "MVC"))
        let path = "Modules/Shop/MVC/Common/PriceFormatter.swift"
        let before = [path: Self.module[Self.formatter] ?? ""]
        let figures = UIMoveCounter(pattern: mvc).measure(
            before: before, after: { _ in "enum PriceFormatter {}\n" }, renames: [:],
            prediction: UIMoveCounter.Prediction(uiFreeCode: 3, uiFiles: [])
        )
        #expect(figures.nonViewCodeBefore == 0)
        #expect(figures.survived == 0)
        #expect(figures.changedFiles.map(\.role) == ["ViewController"])
        #expect(figures.changedFiles.first?.viewRole == true)
        #expect(figures.nonViewFilesChanged.isEmpty)
        #expect(!figures.promiseHeld)
        #expect(figures.viewRoles == ["ViewController", "View"])
    }
}

/// What the move is held against: each module's UI-free code lines as the buys figures count
/// them in the same run, and its files on the toolkit.
@Suite struct UIMovePredictionTests {
    @Test func thePredictionIsTheModulesUIFreeCodeLines() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ui-move-prediction-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "Modules/Shared/TerminalUI/Screen.swift": "public struct Screen {}\nopen class ViewController {}\n",
            "Modules/Shop/MVVM/List/ListView.swift": "import TerminalUI\n\nfinal class ListView: ViewController {}\n",
            // On the toolkit by name: its target links TerminalUI.
            "Modules/Shop/MVVM/App/AppCoordinator.swift": "final class AppCoordinator {\n    var screens: [Screen] = []\n}\n",
            "Modules/Shop/MVVM/List/ListViewModel.swift": "// The list.\nfinal class ListViewModel {\n    var rows: [String] = []\n\n    func load() {}\n}\n",
        ]
        for (path, text) in files {
            try FileManager.default.createDirectory(atPath: "\(root)/\((path as NSString).deletingLastPathComponent)", withIntermediateDirectories: true)
            try text.write(toFile: "\(root)/\(path)", atomically: true, encoding: .utf8)
        }
        let module = PatternModule(domain: "Shop", pattern: "MVVM", targets: [TargetSources(
            name: "ShopMVVM", path: "Modules/Shop/MVVM", kind: .regular,
            files: files.keys.filter { $0.hasPrefix("Modules/Shop/") }.sorted(), dependencies: ["TerminalUI"]
        )])
        let toolkit = SharedModule(target: TargetSources(name: "TerminalUI", path: "Modules/Shared/TerminalUI", kind: .regular, files: ["Modules/Shared/TerminalUI/Screen.swift"]), domain: nil)
        let workspace = Workspace(
            root: root, packageName: "Shop", domains: ["Shop"], modules: [module], shared: [toolkit], parity: nil, unattachedTests: [], tooling: []
        )

        let measured = StaticMeasurer().measure(workspace)
        let predictions = ChangeCostMetricsPhase.predictions(measured)

        let buys = try #require(measured.modules.first?.buys)
        #expect(buys.total.uiFreeCode == 4)
        #expect(predictions == ["Shop/MVVM": UIMoveCounter.Prediction(
            uiFreeCode: buys.total.uiFreeCode, uiFiles: ["Modules/Shop/MVVM/List/ListView.swift", "Modules/Shop/MVVM/App/AppCoordinator.swift"]
        )])
    }
}
