import Foundation
@testable import MetricsKit
import Testing

/// What "does not parse" means (issue 41, item 10): swift-syntax marked a token it had to make
/// up, text it passed over, or a token the lexer refused; the reason names the first, and where.
@Suite struct ParseErrorTests {
    private func reason(_ source: String) -> String? {
        do {
            _ = try SourceFileAnalyzer.measure(source: source)
            return nil
        } catch {
            return error.text
        }
    }

    @Test(arguments: [
        ("struct A {\n    let a = 1\n", "does not parse: expected '}' at 2:14"),
        ("let a = 1 }\n", "does not parse: unexpected code '}' at 1:11"),
        ("let a = (1, \n", "does not parse: expected an expression at 1:13"),
        ("func f() {\n    let = 3\n}\n", "does not parse: expected a pattern at 2:9"),
        ("let a = 1 /* not closed\n", "does not parse: unterminated block comment at 1:11"),
    ])
    func theReasonNamesTheFirstErrorAndWhere(source: String, expected: String) {
        #expect(reason(source) == expected)
    }

    @Test func swiftThatParsesIsMeasuredAsBefore() throws {
        let source = "struct A {\n    // a comment\n    let a = 1 ; let b = 2\n}\n"
        #expect(try SourceFileAnalyzer.measure(source: source) == SourceFileAnalyzer.analyze(source: source))
        #expect(reason("") == nil)
    }

    /// None of the workspace's own files, nor any fixture the tests measure, trips it.
    @Test func theWorkspaceAndTheFixturesParse() throws {
        #expect(try WorkspaceQuickReport.get().skippedFiles == nil)
        let fixtures = try #require(FileManager.default.enumerator(atPath: Fixture.directory.path))
        var checked = 0
        for case let path as String in fixtures where path.hasSuffix(".swift") {
            let source = try String(contentsOf: Fixture.directory.appendingPathComponent(path), encoding: .utf8)
            #expect(reason(source) == nil, "\(path)")
            checked += 1
        }
        #expect(checked > 50)
    }

    /// A file is read up to the bound, and one byte more is too large.
    @Test func aFileAtTheBoundIsReadAndOneBytePastItIsNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("metrics-bound-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let line = String(repeating: "x", count: SourceText.maximumBytes - 3)
        try Data("//\(line)\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/At.swift"))
        try Data("//\(line)x\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/Past.swift"))
        #expect(try SourceText.read("\(folder)/At.swift").get().utf8.count == SourceText.maximumBytes)
        #expect(throws: SkipReason("too large to parse: 524,289 bytes, over the bound of 524,288 (512 KiB)")) {
            try SourceText.read("\(folder)/Past.swift").get()
        }
        #expect(SourceText.grouped(5_242_880) == "5,242,880" && SourceText.grouped(999) == "999" && SourceText.grouped(1_000) == "1,000")
    }
}
