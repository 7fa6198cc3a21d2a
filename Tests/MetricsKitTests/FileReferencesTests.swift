@testable import MetricsKit
import Testing

@Suite struct FileReferencesTests {
    private func references(_ source: String) -> FileReferences {
        SourceFileAnalyzer.analyze(source: source).references
    }

    @Test func importsKeepTheModuleAndLine() {
        let found = references("import Foundation\n@testable import TerminalUI\nimport struct GRDB.Row\n")
        #expect(found.imports.map(\.module) == ["Foundation", "TerminalUI", "GRDB"])
        #expect(found.imports.map(\.line) == [1, 2, 3])
    }

    @Test func declarationsKnowTheirEnclosingTypes() {
        let source = """
        final class PlayerListView {
            struct State {}
            enum Event { case tap }
        }
        protocol PlayerListPresenting {}
        typealias Row = String
        """
        let found = references(source).declarations
        #expect(found.map(\.qualifiedName) == ["PlayerListView", "PlayerListView.State", "PlayerListView.Event", "PlayerListPresenting", "Row"])
        #expect(found.map(\.kind) == [.class, .struct, .enum, .protocol, .typealias])
        #expect(found.map(\.line) == [1, 2, 3, 5, 6])
    }

    @Test func typePositionsAndExpressionHeadsAreReferences() {
        let source = """
        @MainActor final class PlayerListPresenter: PlayerListPresenting {
            weak var view: (any PlayerListViewing)?
            let rows: [RowModel] = []
            func viewDidLoad() {
                let screen = Screen.list(title: Texts.players)
                let ticker = TerminalUI.Ticker(every: 1)
                view?.show(screen, PlayerListView.State())
            }
        }
        """
        let found = references(source).references
        let names = found.map(\.name)
        #expect(names.contains("MainActor"))
        #expect(names.contains("PlayerListPresenting"))
        #expect(names.contains("PlayerListViewing"))
        #expect(names.contains("RowModel"))
        #expect(names.contains("Screen"))
        #expect(names.contains("Texts"))
        #expect(!names.contains("list"), "members and lowercase names are not type names")
        let ticker = found.first { $0.name == "Ticker" }
        #expect(ticker?.base == "TerminalUI")
        #expect(ticker?.line == 6)
        #expect(ticker?.function == "viewDidLoad")
        #expect(found.first { $0.name == "State" }?.base == "PlayerListView")
        #expect(found.first { $0.name == "RowModel" }?.function == nil)
    }

    @Test func anExtendedTypeIsNotAReferenceButItsConformancesAre() {
        let found = references("extension PlayerListView: Rendering {\n    func draw() -> Screen { Screen() }\n}\n")
        #expect(found.extensions.map(\.name) == ["PlayerListView"])
        #expect(!found.referencedNames.contains("PlayerListView"))
        #expect(found.referencedNames == ["Rendering", "Screen"])
    }
}
