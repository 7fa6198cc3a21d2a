import Foundation
@testable import MetricsKit
import Testing

/// The role-dependency check on small modules written in the tests: how names resolve to
/// roles, and which rules of the catalog each reference breaks.
@Suite struct DependencyAnalyzerTests {
    private func file(_ path: String, _ source: String, pattern: PatternDefinition, layer: String? = nil) -> DependencyAnalyzer.SourceFile {
        let name = String(path.split(separator: "/").last ?? "")
        let match = pattern.role(ofFileNamed: name)
        return DependencyAnalyzer.SourceFile(
            path: path, role: match?.role ?? PatternCatalog.otherRole, scene: match?.scene ?? "", layer: layer,
            references: SourceFileAnalyzer.analyze(source: source).references
        )
    }

    private func pattern(_ name: String) throws -> PatternDefinition {
        try #require(PatternCatalog.standard.pattern(named: name))
    }

    /// TerminalUI as the toolkit, with a type of its own.
    private let toolkit = SharedDeclarations(targets: [
        ("TerminalUI", .toolkit, [SourceFileAnalyzer.analyze(source: "open class ViewController {}\npublic struct Screen { public enum Row {} }\n").references]),
        ("AlphaUI", .domainUI, [SourceFileAnalyzer.analyze(source: "public enum ListScreen { public struct Row {} }\n").references]),
    ])

    @Test func viperViewCallingTheInteractorBreaksARuleAtItsLine() throws {
        let viper = try pattern("VIPER")
        let files = [
            file("List/ListProtocols.swift", """
                protocol ListViewProtocol: AnyObject {}
                protocol ListInteractorProtocol: AnyObject {}
                protocol ListDelegate: AnyObject {}
                """, pattern: viper),
            file("List/ListView.swift", """
                import TerminalUI

                final class ListView: ViewController, ListViewProtocol {
                    var presenter: ListPresenter?
                    var interactor: (any ListInteractorProtocol)?
                }
                """, pattern: viper),
            file("List/ListPresenter.swift", """
                final class ListPresenter {
                    weak var view: (any ListViewProtocol)?
                    weak var concrete: ListView?
                    var interactor: any ListInteractorProtocol
                }
                """, pattern: viper),
        ]
        let figures = DependencyAnalyzer(pattern: viper, frameworks: .workspace(domains: ["Alpha"]), shared: toolkit).analyze(files)
        #expect(figures.violations.map(\.text) == [
            "List/ListPresenter.swift:3: Presenter → View (concrete types): ListView (View)",
            "List/ListView.swift:5: View → Interactor: ListInteractorProtocol (Interactor)",
        ])
        // The protocols of ListProtocols.swift belong to the roles their names say.
        let edges = figures.edges.map { "\($0.from)→\($0.to) \($0.references)" }
        #expect(edges.contains("View→View 1"), "ListViewProtocol is the View's own interface")
        #expect(edges.contains("View→Presenter 1"))
        #expect(edges.contains("View→Interactor 1"))
        #expect(edges.contains("View→Toolkit 1"))
        #expect(edges.contains("Presenter→View 2"))
        #expect(edges.contains("Presenter→Interactor 1"))
        #expect(figures.edges.first { $0.from == "View" && $0.to == "Interactor" }?.violations == 1)
        #expect(figures.rules.contains("View → Interactor"))
    }

    /// DeclarativeUI plays SwiftUI: with its types read from its own sources, a non-view role
    /// that uses it breaks the pattern's toolkit rule as one using TerminalUI does; a view may.
    @Test func aNonViewRoleUsingDeclarativeUIBreaksItsRule() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let folder = "\(root)/Modules/Shared/DeclarativeUI"
        let sources = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
        #expect(sources.count > 20)
        let frameworks = FrameworkSets.workspace(domains: ["Alpha"])
        let kind = try #require(frameworks.kind(of: "DeclarativeUI"))
        #expect(kind == .toolkit)
        let shared = SharedDeclarations(targets: [
            ("DeclarativeUI", kind, try sources.map { try SourceFileAnalyzer.analyze(fileAt: "\(folder)/\($0)").references }),
        ])
        let viper = try pattern("VIPER")
        let presenter = file("List/ListPresenter.swift", """
            import DeclarativeUI

            final class ListPresenter {
                var title: Text?
            }
            """, pattern: viper)
        let view = file("List/ListView.swift", """
            import DeclarativeUI

            struct ListView: View {
                var body: some View { Text("Countries") }
            }
            """, pattern: viper)
        #expect(DependencyAnalyzer(pattern: viper, frameworks: frameworks, shared: shared).analyze([presenter, view]).violations.map(\.text) == [
            "List/ListPresenter.swift:4: Presenter → Toolkit: Text (Toolkit)",
        ])

        let mvvm = try pattern("MVVM")
        let viewModel = file("List/ListViewModel.swift", """
            import DeclarativeUI

            @Observable
            final class ListViewModel {
                var query: Binding<String>?
            }
            """, pattern: mvvm)
        // Without the import the name is not DeclarativeUI's: Swift would not find it there.
        let unrelated = file("List/DetailsViewModel.swift", "final class DetailsViewModel {\n    var title: Text?\n}\n", pattern: mvvm)
        #expect(DependencyAnalyzer(pattern: mvvm, frameworks: frameworks, shared: shared).analyze([viewModel, unrelated]).violations.map(\.text) == [
            "List/ListViewModel.swift:5: ViewModel → Toolkit: Binding (Toolkit)",
        ])
    }

    @Test func aNestedNameResolvesInTheTypesAroundItFirst() throws {
        let reactor = try pattern("Reactor")
        let files = [
            file("List/ListReactor.swift", "final class ListReactor {\n    struct State {}\n}\nprivate struct Row {}\n", pattern: reactor),
            file("List/ListWorker.swift", "final class ListWorker {\n    struct State {}\n}\nprivate struct Row {}\n", pattern: reactor),
            file("List/ListView.swift", """
                extension ListReactor {
                    func copy() -> State { State() }
                }
                final class ListView {
                    let state: ListReactor.State
                    let unknown: State
                    let row: Row
                }
                """, pattern: reactor),
        ]
        let figures = DependencyAnalyzer(pattern: reactor, frameworks: .workspace(domains: ["Alpha"])).analyze(files)
        // In the extension `State` is the Reactor's; `ListReactor.State` names the Reactor twice
        // (the base and the member); a bare `State` outside both types is no type at all, and
        // `Row` is declared (privately) in two roles, so it is ambiguous.
        #expect(figures.files.first { $0.path == "List/ListView.swift" }?.toRoles == ["Reactor": 5])
        #expect(figures.ambiguous == [AmbiguousReference(file: "List/ListView.swift", line: 7, name: "Row", roles: ["Reactor", "Worker"])])
        #expect(figures.violations.isEmpty)
    }

    @Test func aRuleScopedToAFunctionChecksOnlyThatFunction() throws {
        let reactor = try pattern("Reactor")
        let files = [
            file("List/ListWorker.swift", "final class ListWorker {}\n", pattern: reactor),
            file("List/ListReactor.swift", """
                final class ListReactor {
                    let worker: ListWorker
                    func mutate() { _ = ListWorker.self }
                    static func reduce(state: Int) -> Int { _ = ListWorker.self; return state }
                }
                """, pattern: reactor),
        ]
        let figures = DependencyAnalyzer(pattern: reactor, frameworks: .workspace(domains: ["Alpha"])).analyze(files)
        #expect(figures.violations.map(\.text) == ["List/ListReactor.swift:4: Reactor.reduce → Worker: ListWorker (Worker)"])
        #expect(figures.edges.first { $0.from == "Reactor" && $0.to == "Worker" }?.references == 3)
    }

    @Test func cleanLayersAndSharedTargetsKnownByTypeOrByImport() throws {
        let clean = try pattern("Clean")
        let files = [
            file("Domain/ListUseCase.swift", "import TerminalUI\nimport GRDB\n\nstruct ListUseCase { let screen: Screen }\n", pattern: clean, layer: "Domain"),
            file("Data/ListRepository.swift", "struct ListRepository { let useCase: ListUseCase; let view: ListView }\n", pattern: clean, layer: "Data"),
            file("Presentation/ListView.swift", "import AlphaUI\nimport TerminalUI\n\nstruct ListView { let row: ListScreen.Row }\n", pattern: clean, layer: "Presentation"),
        ]
        let figures = DependencyAnalyzer(pattern: clean, frameworks: .workspace(domains: ["Alpha"]), shared: toolkit).analyze(files)
        #expect(figures.violations.map(\.text) == [
            "Data/ListRepository.swift:1: Data layer → Presentation layer: ListView (View)",
            "Domain/ListUseCase.swift:2: Domain layer → Storage: GRDB (Storage)",
            "Domain/ListUseCase.swift:4: Domain layer → Toolkit: Screen (Toolkit)",
        ])
        // An import whose target is read counts only where its types are used: ListView imports
        // TerminalUI and uses none of it.
        let view = try #require(figures.files.first { $0.path == "Presentation/ListView.swift" })
        #expect(view.toShared == ["UI": 2])
        #expect(view.layer == "Presentation")
    }

    @Test func aFolderRunKnowsAppleFrameworksByTheirImports() throws {
        let mvvm = try pattern("MVVM")
        let files = [
            file("Players/PlayersViewModel.swift", "import SwiftUI\nimport Observation\n\nfinal class PlayersViewModel {}\n", pattern: mvvm),
            file("Players/PlayersView.swift", "import SwiftUI\nimport CoreData\n\nstruct PlayersView { let model: PlayersViewModel }\n", pattern: mvvm),
        ]
        let figures = DependencyAnalyzer(pattern: mvvm, frameworks: .apple).analyze(files)
        #expect(figures.violations.map(\.text) == [
            "Players/PlayersView.swift:2: View → Storage: CoreData (Storage)",
            "Players/PlayersViewModel.swift:1: ViewModel → Toolkit: SwiftUI (Toolkit)",
        ])
        #expect(figures.edges.map { "\($0.from)→\($0.to) \($0.references)" } == [
            "View→ViewModel 1", "View→Toolkit 1", "View→Storage 1", "ViewModel→Toolkit 1",
        ])
    }

    @Test func protocolNamesGiveTheirRoleAfterTheScene() {
        let roles = ["View", "ViewController", "Presenter", "Interactor", "Router"]
        #expect(ModuleDeclarations.role(named: "GatherPresenterServiceHandler", scene: "Gather", among: roles) == "Presenter")
        #expect(ModuleDeclarations.role(named: "GatherViewControllerDisplaying", scene: "Gather", among: roles) == "ViewController")
        #expect(ModuleDeclarations.role(named: "LoadingView", scene: "App", among: roles) == "View")
        #expect(ModuleDeclarations.role(named: "RouterSettingsViewProtocol", scene: "RouterSettings", among: roles) == "View")
        #expect(ModuleDeclarations.role(named: "GatherDelegate", scene: "Gather", among: roles) == nil)
        #expect(ModuleDeclarations.camelCaseWords("URLSessionViewProtocol") == ["URL", "Session", "View", "Protocol"])
    }
}
