@testable import MetricsKit
import Testing

@Suite struct LineCountingTests {
    private func lines(_ source: String) -> LineCounts {
        SourceFileAnalyzer.analyze(source: source).lines
    }

    @Test func emptyFileHasNoLines() {
        #expect(lines("") == LineCounts(files: 1))
    }

    @Test func lastLineCountsWithoutFinalNewline() {
        #expect(lines("let a = 1\nlet b = 2") == LineCounts(files: 1, code: 2))
        #expect(lines("let a = 1\nlet b = 2\n") == LineCounts(files: 1, code: 2))
    }

    @Test func commentMarkersInsideStringsAreCode() {
        let source = "let a = \"// not a comment\"\nlet b = \"/* neither */\"\n// a real comment\n\n"
        #expect(lines(source) == LineCounts(files: 1, code: 2, comment: 1, blank: 1))
    }

    @Test func blockCommentLinesAreCommentsAndTheirBlankLinesBlank() {
        let source = "/* one\n\n   three */\nlet x = 1 /* trailing */\n"
        #expect(lines(source) == LineCounts(files: 1, code: 1, comment: 2, blank: 1))
    }

    @Test func docCommentsAreComments() {
        let source = "/// Documented.\n/** Block doc. */\nfunc f() {}\n"
        #expect(lines(source) == LineCounts(files: 1, code: 1, comment: 2))
    }

    @Test func everyBranchOfIfConfigIsCode() {
        let source = "#if os(Windows)\nlet a = 1\n#else\nlet a = 2\n#endif\n"
        #expect(lines(source) == LineCounts(files: 1, code: 5))
    }

    @Test func multiLineStringKeepsItsLinesAsCodeButBlankLinesBlank() {
        let source = "let s = \"\"\"\n    /* text */\n\n    more\n    \"\"\"\n"
        #expect(lines(source) == LineCounts(files: 1, code: 4, blank: 1))
    }

    @Test func codeWithTrailingCommentIsCode() {
        #expect(lines("let a = 1 // note\n") == LineCounts(files: 1, code: 1))
    }

    @Test func shapeCountsTypesProtocolsAndFunctionsWithBodies() {
        let source = """
            protocol P { func need() }
            struct S { func a() {} }
            final class C {
                init() {}
                deinit {}
                enum Inner { case x }
            }
            actor A {}
            extension S { func b() {
                let x = 1
                _ = x
            } }
            """
        let shape = SourceFileAnalyzer.analyze(source: source).shape
        #expect(shape.types == 4)
        #expect(shape.protocols == 1)
        #expect(shape.functions == 4)
        #expect(shape.longestFunction?.name == "b")
        #expect(shape.longestFunction?.codeLines == 4)
        #expect(shape.functionCodeLines == 7)
    }

    @Test func functionLengthStartsAtTheKeywordNotTheAttributes() {
        let source = "@MainActor\n@discardableResult\nfunc f() -> Int {\n    // why\n    1\n}\n"
        let shape = SourceFileAnalyzer.analyze(source: source).shape
        #expect(shape.longestFunction?.codeLines == 3)
        #expect(shape.longestFunction?.line == 3)
    }

    @Test func declaredTestsCountSwiftTestingAndXCTestMethods() {
        let source = """
            import Testing
            import XCTest
            @Test func one() {}
            @Test("named", arguments: [1, 2]) func two(x: Int) {}
            @Suite struct S { @Test func three() {} }
            final class T: XCTestCase {
                func testFour() {}
                func testNeedsArgument(_ x: Int) {}
                func helper() {}
            }
            final class NotATestCase { func testNothing() {} }
            """
        #expect(SourceFileAnalyzer.analyze(source: source).declaredTests == 4)
    }
}
