@testable import MetricsKit
import Testing

/// The operators find what they should, and only where a mutant can compile.
@Suite struct MutationFinderTests {
    private func points(_ source: String) -> [MutationPoint] {
        MutationFinder().points(in: source, file: "Sources/M/File.swift")
    }

    private func summary(_ source: String) -> [String] {
        points(source).map { "\($0.line) \($0.mutationOperator.rawValue): \($0.original) → \($0.mutated)" }
    }

    @Test func everyOperatorFindsItsPoint() {
        let source = """
            func f(a: Int, b: Int, flag: Bool) -> Int {
                if a == b { return 1 }
                guard flag else { return a + b }
                let c = flag ? a : b
                update(c)
                return c
            }
            """
        #expect(summary(source) == [
            "2 negate condition: a == b → !(a == b)",
            "2 swap relational operator: a == b → a != b",
            "2 change integer literal: 1 → 0",
            "2 change integer literal: 1 → 2",
            "3 negate condition: flag → !(flag)",
            "3 swap + and -: a + b → a - b",
            "4 negate condition: flag → !(flag)",
            "5 remove call: update(c) → ",
        ])
    }

    @Test func theOriginalIsTheTextAtThePoint() {
        let source = "func g(x: Int) -> Bool {\n    let y = x * 2 + 3 >= 10 && true\n    return y\n}\n"
        let bytes = Array(source.utf8)
        for point in points(source) {
            #expect(String(decoding: bytes[point.start..<point.end], as: UTF8.self) == point.original)
        }
        // Folded: `+` covers `x * 2 + 3`, `>=` the whole comparison, not the `&&`.
        #expect(points(source).contains { $0.mutationOperator == .swapArithmetic && $0.original == "x * 2 + 3" })
        #expect(points(source).contains { $0.mutationOperator == .swapRelational && $0.mutated == "x * 2 + 3 > 10" })
    }

    @Test func declarationsPatternsAndBindingsAreLeftAlone() {
        let source = """
            enum E: Int { case a = 1 }
            struct S {
                var count = 2
                func f(limit: Int = 3, value: Int?) -> Int {
                    guard let value else { return 0 }
                    switch value {
                    case 4: return value
                    default: return value
                    }
                }
            }
            """
        // Only the `return 0` literal: not the raw value, the stored default, the parameter default, the binding or the case label.
        #expect(summary(source) == ["5 change integer literal: 0 → 1"])
    }

    @Test func expressionsOverSeveralLinesStringsAndEffectsAreLeftAlone() {
        let source = """
            func f(a: Int, name: String) async throws -> String {
                if a >
                    3 { return "x" }
                let text = name + "!"
                if try await check(a) { return text }
                return text
            }
            """
        #expect(summary(source) == ["3 change integer literal: 3 → 0", "3 change integer literal: 3 → 4"])
    }

    @Test func aCallIsRemovedOnlyWhereItsBlockCompilesWithoutIt() {
        let source = """
            final class C {
                init() { setUp() }
                func a() { reload() }
                func b() -> Int { compute() }
                var c: Int { compute() }
                func d() { items.map { transform($0) }; fatalError("x") }
                func e() {
                    print("x")
                    try? save()
                    notify()
                }
            }
            """
        let removed = points(source).filter { $0.mutationOperator == .removeCall }.map(\.original)
        #expect(removed == ["setUp()", "reload()", "items.map { transform($0) }", "try? save()", "notify()"])
    }
}
