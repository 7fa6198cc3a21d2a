@testable import MetricsKit
import Testing

/// The figures and the diagram of a run of commands, read from records as the runtime writes them.
@Suite struct TraceAnalyzerTests {
    private let analyzer = TraceAnalyzer(pattern: PatternCatalog.standard.pattern(named: "MVVM")!)

    private static let log = TraceLog.parse("""
        C\t0\t(launch)
        C\t1\ttap Save
        C\t2\t@release
        R\t0\t0\t-\tP\t-\tM/List/ListView.swift\tListView\tget screen
        R\t1\t1\t-\tP\t-\tM/List/ListView.swift\tListView\thandle(_:)
        R\t2\t1\t1\tP\t-\tM/List/ListViewModel.swift\tListViewModel\tsave()
        R\t3\t1\t2\tB\t-\tModules/X/Storage/PlayerRepository.swift\tPlayerRepository\tsave(_:)
        R\t4\t1\t1\tP\t-\tM/List/ListViewModel.swift\tListViewModel\tget title
        R\t5\t1\t1\tP\t-\tM/List/ListViewModel.swift\tListViewModel\tget title
        R\t6\t1\t-\tP\t-\tM/List/ListView.swift\tListView\tget screen
        R\t7\t1\t6\tB\t-\tModules/Shared/TerminalUI/Screen.swift\tScreen\tinit(title:)
        R\t8\t1\t-\tP\t-\tM/List/ListView.swift\tListView\tget screen
        R\t9\t1\t8\tB\t-\tModules/Shared/TerminalUI/Screen.swift\tScreen\tinit(title:)

        """)

    @Test func theFiguresCountWhatAReaderOpens() {
        let reading = analyzer.reading(Self.log.records(of: 1..<2))
        #expect(reading.functions == 4)
        #expect(reading.files == 2)
        #expect(reading.types == 2)
        #expect(reading.roles == ["View", "ViewModel"])
        // handle → save (hop), save → title, title → title, title → screen (hop), screen → screen.
        #expect(reading.roleHops == 2)
        #expect(reading.deepestChain == 3)
        #expect(reading.boundaryCalls == 3)
        #expect(reading.calls == 6)
    }

    @Test func theDiagramDrawsCallsAcrossTypesInOrderAndRepeatsOnce() {
        let diagram = analyzer.diagram(Self.log.records(of: 1..<2))
        #expect(diagram.participants.map(\.name) == ["Toolkit", "ListView", "ListViewModel", "Storage"])
        #expect(diagram.participants.map(\.group) == ["Toolkit", "View", "ViewModel", "Storage"])
        let arrows = diagram.arrows.map { "\(diagram.participants[$0.from].name)→\(diagram.participants[$0.to].name) \($0.label) ×\($0.count)" }
        #expect(arrows == [
            "Toolkit→ListView handle(_:) ×1",
            "ListView→ListViewModel save() ×1",
            "ListViewModel→Storage save(_:) ×1",
            "ListView→ListViewModel get title ×2",
            // The screen drawn twice the same way: once.
            "Toolkit→ListView get screen ×2",
            "ListView→Toolkit init(title:) ×1",
        ])
        let mermaid = TraceDiagramMermaid.render(diagram)
        #expect(mermaid.contains("    box transparent ViewModel\n        participant p2 as ListViewModel\n    end"))
        #expect(mermaid.contains("    p1->>p2: get title ×2"))
    }

    @Test func anActionIsFoundByItsFirstLineAndOccurrence() {
        let recorded = ["(launch)", "tap Select", "@hold players.list", "tap Select", "select Ada", "# note", "tap Done", "back"]
        let action = TraceAction(name: "x", app: "a", journey: "j", firstLine: "tap Select", occurrence: 2, length: 3)
        #expect(action.commands(in: recorded) == 3..<7)
        #expect(TraceAction(name: "x", app: "a", journey: "j", firstLine: "tap Select", occurrence: 3, length: 1).commands(in: recorded) == nil)
    }

    @Test func aPatternLineAddsItsModulesAndCountsItsRoles() {
        let reading = analyzer.reading(Self.log.records(of: 1..<2))
        let module = { (domain: String) in
            TraceFigures.Module(
                domain: domain, pattern: "MVVM", actions: [], actionsTogether: reading, commands: 1, medianFunctions: 4, medianFiles: 2,
                medianRoles: 2, medianRoleHops: 2, medianDeepestChain: 3, totalFunctions: 4, totalFiles: 2, totalCalls: 5, foreignCalls: 0
            )
        }
        let lines = TraceSummary.patternLines([module("A"), module("B")], catalog: .standard)
        #expect(lines == [TraceFigures.PatternLine(pattern: "MVVM", actions: 0, functions: 8, files: 4, roles: 2)])
        #expect(TraceTables.sentence(lines[0]) == "to follow these 0 actions you read 8 functions in 4 files across 2 roles")
    }
}
