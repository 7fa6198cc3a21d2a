@testable import MetricsKit
import SwiftParser
import Testing

/// Where the trace phase plants its probes: every function of pattern code, only what other
/// modules can call in a shared target, bodies that keep their value, and every `Task` told
/// which frame made it.
@Suite struct ProbeVisitorTests {
    private func instrument(_ source: String, boundary: Bool = false) -> (text: String, probes: Int) {
        let visitor = ProbeVisitor(file: "A/ListPresenter.swift", boundary: boundary)
        visitor.walk(Parser.parse(source: source))
        return (ProbeInsertion.apply(visitor.insertions, to: source), visitor.probes)
    }

    @Test func aProbeOpensEveryFunctionInitializerAndAccessor() {
        let (text, probes) = instrument("""
            final class ListPresenter {
                var count = 0 { didSet { log() } }
                init() {}
                func tap(_ row: Int, at index: Int) { log() }
                var title: String { "Players" }
            }
            """)
        #expect(probes == 4)
        #expect(text.contains(#"{ let __traceFrame = TraceProbe.enter(false, "A/ListPresenter.swift", "ListPresenter", "didSet count"); defer { TraceProbe.exit(__traceFrame) }; log() }"#))
        #expect(text.contains(#"init() { TraceProbe.exit(TraceProbe.enter(false, "A/ListPresenter.swift", "ListPresenter", "init()"));}"#))
        #expect(text.contains(#""ListPresenter", "tap(_:at:)")"#))
        // A single-expression body keeps its value.
        #expect(text.contains(#"defer { TraceProbe.exit(__traceFrame) }; return "Players" }"#))
        // No line moves.
        #expect(text.split(separator: "\n").count == 6)
    }

    @Test func aSwitchThatReturnsFromItsBranchesGetsNoReturn() {
        let (text, _) = instrument("""
            struct F {
                func name(_ flag: Bool) -> String {
                    switch flag {
                    case true: return "a"
                    case false: return "b"
                    }
                }
                func value(_ flag: Bool) -> String {
                    if flag { "a" } else { "b" }
                }
            }
            """)
        #expect(!text.contains("return switch"))
        #expect(text.contains("return if flag"))
    }

    @Test func aSharedTargetIsProbedWhereOtherModulesCallIt() {
        let (text, probes) = instrument("""
            public struct Store {
                public func save() {}
                func helper() {}
                private var cache: Int { 1 }
            }
            public extension Store {
                func load() -> Int { 1 }
                private func hidden() {}
            }
            """, boundary: true)
        #expect(probes == 2)
        #expect(text.contains(#"TraceProbe.enter(true, "A/ListPresenter.swift", "Store", "save()")"#))
        #expect(text.contains(#""Store", "load()")"#))
        #expect(!text.contains("helper()\")"))
    }

    @Test func everyTaskIsToldWhichFrameMadeIt() {
        let (text, _) = instrument("""
            final class Reactor {
                func send(_ action: Int) -> Task<Void, Never> { Task { await mutate(action) } }
                func mutate(_ action: Int) async {}
            }
            """)
        #expect(text.contains("return TraceProbe.$spawn.withValue(TraceProbe.current()) { Task { await mutate(action) } } }"))
    }

    @Test func aFunctionThatNeverReturnsIsLeftAlone() {
        let (_, probes) = instrument("""
            struct F {
                func fail() -> Never { fatalError() }
                var broken: Int { fatalError("no") }
            }
            """)
        #expect(probes == 0)
    }
}
