import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// Test doubles are named by what they do (`Docs/conventions.md`, "Test doubles"): a `…Spy`
/// records, a `…Stub` only answers, a `…Mock` checks its own expectations (`verify`), a `…Fake`
/// works; no double is named for how it was made. Read from the syntax of every test target
/// and test-support target, so a new double with another name fails here.
@Suite struct TestDoubleNamingTests {
    /// A type declared in the tests: its name and the text of its body and of its extensions.
    struct Declared {
        var name: String
        var path: String
        var body: String
    }

    private final class Collector: SyntaxVisitor {
        var types: [(name: String, body: String)] = []
        var extensions: [(name: String, body: String)] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name.text, node.memberBlock) }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name.text, node.memberBlock) }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name.text, node.memberBlock) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name.text, node.memberBlock) }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            extensions.append((node.extendedType.trimmedDescription, node.memberBlock.description))
            return .visitChildren
        }

        private func add(_ name: String, _ members: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
            types.append((name, members.description))
            return .visitChildren
        }
    }

    /// Every type of the test targets and the test-support targets (the metrics' fixture
    /// workspaces apart: they are measured, not run).
    private static let declared: [Declared] = {
        let root = WorkspaceQuickReport.root
        var folders = ["Tests"]
        for domain in ["Shared", "FootballGather", "Countries"] { folders.append("Modules/\(domain)/TestSupport") }
        var types: [(name: String, path: String, body: String)] = []
        var extensions: [(name: String, body: String)] = []
        for folder in folders {
            let paths = (try? FileManager.default.subpathsOfDirectory(atPath: "\(root)/\(folder)")) ?? []
            for path in paths where path.hasSuffix(".swift") && !path.contains("Fixtures/") {
                guard let text = try? String(contentsOfFile: "\(root)/\(folder)/\(path)", encoding: .utf8) else { continue }
                let collector = Collector(viewMode: .sourceAccurate)
                collector.walk(Parser.parse(source: text))
                types += collector.types.map { ($0.name, "\(folder)/\(path)", $0.body) }
                extensions += collector.extensions
            }
        }
        return types.map { type in
            Declared(name: type.name, path: type.path, body: ([type.body] + extensions.filter { $0.name == type.name }.map(\.body)).joined())
        }
    }()

    @Test func thereAreDoublesToCheck() {
        #expect(Self.declared.filter { $0.name.hasSuffix("Spy") }.count > 50)
        #expect(Self.declared.filter { $0.name.hasSuffix("Mock") }.count >= 5)
    }

    /// The four kinds, and no other word: not `…Mocks`, `…Double`, `…Dummy`, `Recording…`.
    @Test func aDoubleIsNamedWithOneOfFourKinds() {
        let other = Self.declared.filter { type in
            ["Mocks", "Stubs", "Spies", "Fakes", "Double", "Dummy"].contains { type.name.hasSuffix($0) } || type.name.hasPrefix("Recording")
        }
        #expect(other.isEmpty, "named for how it was made, not what it does: \(other.map { "\($0.name) (\($0.path))" })")
    }

    /// A mock checks its own expectations: it has `verify`.
    @Test func aMockVerifies() {
        let mocks = Self.declared.filter { $0.name.hasSuffix("Mock") }
        let silent = mocks.filter { !$0.body.contains("func verify") }
        #expect(silent.isEmpty, "a mock that checks nothing is a spy or a stub: \(silent.map { "\($0.name) (\($0.path))" })")
    }

    /// A spy records: it keeps something that changes as it is called, or writes to a call log.
    @Test func aSpyRecords() {
        let spies = Self.declared.filter { $0.name.hasSuffix("Spy") }
        let recordsNothing = spies.filter { !$0.body.contains("var ") && !$0.body.contains(".record(") }
        #expect(recordsNothing.isEmpty, "a spy that records nothing is a stub: \(recordsNothing.map { "\($0.name) (\($0.path))" })")
    }

    /// A stub answers and records nothing the test could read.
    @Test func aStubRecordsNothing() {
        let stubs = Self.declared.filter { $0.name.hasSuffix("Stub") }
        let recording = stubs.filter { stub in ["calls", "recorded", "received"].contains { stub.body.contains("var \($0)") } }
        #expect(recording.isEmpty, "a stub whose calls the test reads is a spy: \(recording.map { "\($0.name) (\($0.path))" })")
    }
}
