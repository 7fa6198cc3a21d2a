import Foundation
@testable import MetricsKit
import Testing

/// The "what it buys" figures of the real workspace against a plain count of import lines,
/// and of the UIKit fixture as a `--path` folder.
@Suite struct BuysWorkspaceTests {
    static let root = Fixture.directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// `import TerminalUI`, `@testable import TerminalUI`, `import class TerminalUI.Screen`.
    private static func importLines(of modules: Set<String>, in text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if words.first?.hasPrefix("@") == true { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { return false }
            let path = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"].contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            return modules.contains(String(path.split(separator: ".")[0]))
        }.count
    }

    /// Where the two definitions agree — a file with an import line of the toolkit (or of
    /// storage) — the module's figures are those files' code lines; the rest of them are the files
    /// the report names as depending without an import (none in the workspace today).
    /// It parses the whole workspace with a debug swift-syntax (2.5 minutes in a busy CI run on
    /// 2 cores), so its time limit, twice that, only guards against a hang.
    @Test(.timeLimit(.minutes(5))) func uiAndStorageLinesAreTheFilesWithImportLines() throws {
        let manifest = try ManifestLoader(root: Self.root, cacheDirectory: nil, toolchain: try Toolchain.locate()).load()
        let workspace = try WorkspaceLayout().classify(manifest: manifest, root: Self.root, files: SourceLister(root: Self.root))
        let frameworks = FrameworkSets.workspace(domains: workspace.domains)
        let shared = workspace.shared.filter { module in
            frameworks.kind(of: module.target.name) != nil
        }
        let paths = workspace.modules.flatMap(\.sourceFiles) + shared.flatMap(\.target.files)
        let analyses = Dictionary(uniqueKeysWithValues: zip(paths, WorkerPool.perCore.map(paths) { path in
            SourceFileAnalyzer.analyze(source: (try? String(contentsOfFile: "\(Self.root)/\(path)", encoding: .utf8)) ?? "")
        }))
        let context = BuysContext.workspace(shared: shared, analyses: analyses, frameworks: frameworks)
        // TerminalUI's view controller, and DeclarativeUI's views (SwiftUI's `View`; its own
        // `PrimitiveView` names only the toolkit's built-in views).
        #expect(context.viewBases == ["ViewController", "View", "PrimitiveView"])
        let toolkitTypes = context.types(of: frameworks.toolkit)
        #expect(toolkitTypes.contains("Screen"))
        #expect(toolkitTypes.contains("Text"))
        #expect(context.types(of: frameworks.storage).contains("SQLitePlayerRepository"))

        #expect(workspace.modules.count == 14)
        for module in workspace.modules {
            let pattern = try #require(PatternCatalog.standard.pattern(named: module.pattern))
            let files = module.targets.flatMap { target in
                target.files.map { path in
                    BuysMeasurer.File(
                        path: path, role: pattern.role(ofFileNamed: (path as NSString).lastPathComponent)?.role ?? "Other",
                        target: target.name, analysis: analyses[path] ?? FileAnalysis(lines: .zero, shape: Shape(), declaredTests: 0)
                    )
                }
            }
            let buys = BuysMeasurer(context: context).measure(files, targets: module.targets, roleOrder: pattern.roles.map(\.name) + ["Other"])
            var grepped = (ui: 0, uiFiles: 0, storage: 0, storageFiles: 0)
            for file in files {
                let text = try String(contentsOfFile: "\(Self.root)/\(file.path)", encoding: .utf8)
                if Self.importLines(of: frameworks.toolkit, in: text) > 0 || buys.uiWithoutImport.contains(file.path) {
                    grepped.ui += file.analysis.lines.code
                    grepped.uiFiles += 1
                }
                if Self.importLines(of: frameworks.storage, in: text) > 0 || buys.storageWithoutImport.contains(file.path) {
                    grepped.storage += file.analysis.lines.code
                    grepped.storageFiles += 1
                }
            }
            #expect(buys.total.ui.code == grepped.ui, "\(module.id)")
            #expect(buys.total.ui.files == grepped.uiFiles, "\(module.id)")
            #expect(buys.total.storage.code == grepped.storage, "\(module.id)")
            #expect(buys.total.storage.files == grepped.storageFiles, "\(module.id)")
            #expect(buys.total.code == files.reduce(0) { $0 + $1.analysis.lines.code })
            // Today every file on the toolkit imports it, and no pattern module reaches storage.
            #expect(buys.uiWithoutImport.isEmpty, "\(module.id): \(buys.uiWithoutImport)")
            #expect(buys.total.storage.code == 0)
            #expect(buys.total.ui.code > 0 && buys.total.neither.code + buys.total.ui.code == buys.total.code)
            // State lives somewhere in every module.
            #expect(buys.total.stateHolders > 0)
            if module.pattern == "MVC" {
                #expect(buys.total.stateHolders == buys.total.viewStateHolders, "MVC's state is in its view controllers")
            }
            if module.pattern == "CIS" || module.pattern == "MVVM" {
                #expect(buys.total.viewStateHolders == 0, "\(module.id): its views hold no state")
            }
        }
    }

    /// `--path` on the UIKit fixture: the view controller and both views import UIKit; the model
    /// and the helper do not. No class there has a `var`.
    @Test func theUIKitFolderHasBuysFigures() throws {
        let mvc = try #require(PatternCatalog.standard.pattern(named: "MVC"))
        let spec = TreeSpec(label: "UIKitMVC", path: FolderCountsTests.folder, pattern: try mvc.adding([RoleAddition(role: "View", suffixes: ["Cell"])]))
        let result = try TreeMeasurer().measure(spec)
        let buys = try #require(result.module.buys)
        // FolderCountsTests' hand counts: view controller 12 code lines, cell 7, detail view 7; model 6, helper 3.
        #expect(buys.total.ui == LineCounts(files: 3, code: 26, comment: 4, blank: 8))
        #expect(buys.total.neither == LineCounts(files: 2, code: 9, comment: 2, blank: 2))
        #expect(buys.total.storage == .zero)
        #expect(buys.total.uiFreeCode == 9)
        #expect(buys.roles.map(\.role) == ["ViewController", "View", "Model", "Other"])
        #expect(buys.total.stateHolders == 0)
        #expect(result.setting.uiFrameworks == ["AppKit", "SwiftUI", "UIKit"])
        let report = MetricsReport(
            environment: Fixture.environment,
            settings: RunSettings(
                mode: "quick", configuration: "debug", runs: 0, runsChosenBy: "auto", warmupRuns: 0, patterns: [], domains: [],
                parityTarget: "ParityTests", scratchPath: ".build-metrics", formats: ["md"], trees: [result.setting]
            ),
            modules: [result.module], patterns: [], shared: [], parity: nil, buildTiming: nil, notes: [], durationSeconds: 0
        )
        #expect(TextReport.render(report).contains("What it buys per module"))
        let markdown = MarkdownReport.render(report)
        #expect(markdown.contains("| UIKitMVC/MVC | 35 | 26 | 0 | 9 | 25.7 % | 100.0 % | 0 | 0 (0 views) | no mutable state |"))
        #expect(markdown.contains("| UIKitMVC/MVC | ViewController | 12 | 12 | 0 | 0 | 0.0 % | 0 | 0 (0 views) |"))
        #expect(CSVReport.render(report).contains("module,UIKitMVC,MVC,UIKitMVC/MVC,buys,ui_code,26,lines\n"))
        #expect(HTMLReport.render(report).contains("What it buys: code lines by what they depend on, per folder"))
        #expect(result.setting.storageFrameworks == ["CoreData", "GRDB", "Realm", "RealmSwift", "SQLite", "SQLite3"])

        // The same folder with UIKit counted as storage's neighbour: only the lists change.
        var other = spec
        other.frameworks = FrameworkSets(toolkit: ["SwiftUI"], storage: ["UIKit"])
        let swapped = try #require(try TreeMeasurer().measure(other).module.buys)
        #expect(swapped.total.ui == .zero)
        #expect(swapped.total.storage.code == 26)
    }

    /// A folder of a SwiftUI and Core Data app: by import only, views from their bases.
    @Test func aFolderWithStateAndStorage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("metrics-buys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "ListView.swift": "import SwiftUI\n\nstruct ListView: View {\n    @State private var filter = \"\"\n    var body: some View { Text(filter) }\n}\n",
            "ListViewModel.swift": "import Observation\n\n@Observable final class ListViewModel {\n    var items: [String] = []\n    var isLoading = false\n}\n",
            "ItemRepository.swift": "import CoreData\n\nfinal class ItemRepository {\n    let context: NSManagedObjectContext\n    init(context: NSManagedObjectContext) { self.context = context }\n}\n",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let mvvm = try #require(PatternCatalog.standard.pattern(named: "MVVM"))
        let buys = try #require(try TreeMeasurer().measure(TreeSpec(label: "App", path: folder.path, pattern: mvvm)).module.buys)
        #expect(buys.total.ui.code == 5)
        #expect(buys.total.storage.code == 5)
        #expect(buys.total.neither.code == 5)
        #expect(buys.stateHolders.map(\.type) == ["ListView", "ListViewModel"])
        #expect(buys.stateHolders.map(\.isView) == [true, false])
        #expect(buys.total.mutableProperties == 3)
    }
}
