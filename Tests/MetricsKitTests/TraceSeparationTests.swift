@testable import MetricsKit
import Testing

/// A module's figures read only its own code: a call of another pattern module's code in its
/// runs is counted apart and left out of every figure.
@Suite struct TraceSeparationTests {
    @Test func anotherModulesCallsNeverReachAModulesFigures() {
        let log = TraceLog.parse("""
            C\t0\t(launch)
            C\t1\ttap Save
            R\t0\t1\t-\tP\t-\tModules/A/MVVM/ListView.swift\tListView\thandle(_:)
            R\t1\t1\t0\tP\t-\tModules/A/VIPER/ListPresenter.swift\tListPresenter\tsave()
            R\t2\t1\t0\tB\t-\tModules/A/Storage/Repository.swift\tRepository\tsave(_:)

            """)
        let module = PatternModule(domain: "A", pattern: "MVVM", targets: [
            TargetSources(name: "AMVVM", path: "Modules/A/MVVM", kind: .regular, files: ["Modules/A/MVVM/ListView.swift"]),
        ])
        let summary = TraceSummary(analyzer: TraceAnalyzer(pattern: PatternCatalog.standard.pattern(named: "MVVM")!))
        let figures = summary.module(module, logs: [("01", log)])
        #expect(figures.foreignCalls == 1)
        #expect(figures.totalFunctions == 1)
        #expect(figures.totalFiles == 1)
    }
}
