@testable import MetricsKit
import Testing

/// Framework independence on small sources: which files depend on the UI toolkit and on storage.
@Suite struct BuysIndependenceTests {
    /// The workspace's sets, with a toolkit that declares `Screen`, `Row` and `ViewController`,
    /// a domain UI target that declares its own `Row`, and a storage target with `PlayerRecord`.
    static let context = BuysContext(
        frameworks: .workspace(domains: ["Shop"]),
        declaredTypes: ["TerminalUI": ["Screen", "Row", "ViewController"], "ShopUI": ["ListScreen", "Row"], "ShopStorage": ["PlayerRecord"]],
        viewBases: ["ViewController"]
    )

    private func file(_ name: String, _ source: String, target: String = "ShopMVVM", role: String = "ViewModel") -> BuysMeasurer.File {
        BuysMeasurer.File(path: name, role: role, target: target, analysis: SourceFileAnalyzer.analyze(source: source))
    }

    /// The dependence of each file, the module's targets linking what `links` says.
    private func dependence(_ files: [BuysMeasurer.File], links: [String] = []) -> [String: FrameworkDependence] {
        let targets = [TargetSources(name: "ShopMVVM", path: "", kind: .regular, files: [], dependencies: links)]
        let found = BuysMeasurer(context: Self.context).dependence(of: files, targets: targets)
        return Dictionary(uniqueKeysWithValues: zip(files.map(\.path), found))
    }

    @Test func anImportIsADependence() {
        let found = dependence([
            file("A", "import TerminalUI\nfinal class A {}\n"),
            file("B", "@testable import GRDB\nimport struct ShopStorage.PlayerRecord\n"),
            file("C", "import Foundation\nimport ShopModel\nstruct C {}\n"),
        ])
        #expect(found["A"] == FrameworkDependence(ui: true, uiByImport: true))
        #expect(found["B"] == FrameworkDependence(storage: true, storageByImport: true))
        #expect(found["C"] == FrameworkDependence())
    }

    @Test func aToolkitTypeCountsOnlyWhereTheTargetLinksTheToolkit() {
        let source = "final class Formatter {\n    func make() -> Screen { fatalError() }\n}\n"
        #expect(dependence([file("F", source)])["F"]?.ui == false)
        #expect(dependence([file("F", source)], links: ["TerminalUI"])["F"] == FrameworkDependence(ui: true))
        // Another file of the target importing the toolkit links it too.
        let linked = dependence([file("F", source), file("G", "import TerminalUI\n")])
        #expect(linked["F"] == FrameworkDependence(ui: true))
    }

    @Test func qualifiedNamesExtensionsAndInheritanceAreUses() {
        let found = dependence([
            file("Q", "let screen = TerminalUI.Screen()\n"),
            file("E", "extension ViewController {\n    func refresh() {}\n}\n"),
            file("I", "final class PlayerListView: ViewController {}\n"),
        ], links: ["TerminalUI"])
        #expect(found.values.allSatisfy { $0 == FrameworkDependence(ui: true) })
    }

    @Test func namesTheModuleOrAnImportedModuleDeclaresAreNotTheToolkits() {
        let found = dependence([
            // The module's own `Screen` shadows the toolkit's.
            file("Own", "enum Shop {\n    struct Screen {}\n}\n"),
            file("UsesOwn", "let screen = Screen()\n"),
            // `Row` of the imported domain UI target, and a member of one of its types.
            file("UsesUI", "import ShopUI\nlet row: Row? = nil\nlet other = ListScreen.Row()\n"),
            // Lowercase names and members are never types.
            file("Members", "let value = model.screen.row\n"),
        ], links: ["TerminalUI", "ShopUI"])
        #expect(found.values.allSatisfy { !$0.ui })
    }

    /// DeclarativeUI plays SwiftUI beside TerminalUI's UIKit: both are the toolkit, and a name
    /// counts as the module's that the target links, not as any toolkit module's.
    @Test func declarativeUIIsTheToolkitAndItsTypesCountWhereTheTargetLinksIt() {
        let context = BuysContext(
            frameworks: .workspace(domains: ["Shop"]), declaredTypes: ["TerminalUI": ["Screen"], "DeclarativeUI": ["Text", "View"]], viewBases: []
        )
        func ui(_ source: String, links: [String]) -> FrameworkDependence? {
            let targets = [TargetSources(name: "ShopMVVM", path: "", kind: .regular, files: [], dependencies: links)]
            return BuysMeasurer(context: context).dependence(of: [file("T", source)], targets: targets).first
        }
        let naming = "struct Title {\n    let text: Text\n}\n"
        #expect(ui(naming, links: ["TerminalUI"]) == FrameworkDependence(), "a TerminalUI target's `Text` is not DeclarativeUI's")
        #expect(ui(naming, links: ["TerminalUI", "DeclarativeUI"]) == FrameworkDependence(ui: true))
        #expect(ui("import DeclarativeUI\nstruct Title {}\n", links: []) == FrameworkDependence(ui: true, uiByImport: true))
    }

    @Test func storageTypesCountWhereTheTargetLinksStorage() {
        let source = "struct Mapper {\n    func map(_ record: PlayerRecord) {}\n}\n"
        #expect(dependence([file("M", source)])["M"]?.storage == false)
        #expect(dependence([file("M", source)], links: ["ShopStorage"])["M"] == FrameworkDependence(storage: true))
    }

    @Test func linesAddUpPerRoleAndModule() {
        let files = [
            file("View.swift", "import TerminalUI\n\nfinal class ListView: ViewController {}\n", role: "View"),
            file("Both.swift", "import TerminalUI\nimport GRDB\nlet x = 1\n", role: "View"),
            file("Model.swift", "// A model.\nstruct Item {\n    let name: String\n}\n", role: "ViewModel"),
        ]
        let buys = BuysMeasurer(context: Self.context).measure(files, targets: [], roleOrder: ["View", "ViewModel", "Other"])
        #expect(buys.total.code == 8)
        #expect(buys.total.ui == LineCounts(files: 2, code: 5, blank: 1))
        #expect(buys.total.storage == LineCounts(files: 1, code: 3))
        #expect(buys.total.neither == LineCounts(files: 1, code: 3, comment: 1))
        #expect(buys.total.uiFreeCode == 3)
        #expect(buys.total.storageFreeCode == 5)
        #expect(buys.roles.map(\.role) == ["View", "ViewModel"])
        #expect(buys.roles[0].figures.ui.code == 5)
        #expect(buys.roles[1].figures.neither.code == 3)
        #expect(buys.uiWithoutImport.isEmpty)
    }
}
