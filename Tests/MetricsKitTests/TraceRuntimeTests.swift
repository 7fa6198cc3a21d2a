import Foundation
@testable import MetricsKit
import SwiftParser
import TestSupport
import Testing

/// The probe runtime, compiled with a planted program the way the trace phase instruments the
/// workspace: the planted call is recorded, work a command starts in a `Task` stays that
/// command's even when it runs during the next one, a shared target's call is recorded only
/// from pattern code, and two runs record the same. Compiles a small program (a few seconds).
@Suite(.serialized) struct TraceRuntimeTests {
    private static let app = """
        @main struct Main {
            static func main() async {
                let app = await App()
                await TraceProbe.command("first") { await app.first() }
                await TraceProbe.command("second") { await app.second() }
                TraceProbe.flush()
            }
        }

        @MainActor final class App {
            var gate: CheckedContinuation<Void, Never>?
            var started: Task<Void, Never>?
            func first() async {
                started = Task { await waitForGate(); planted() }
            }
            func waitForGate() async {
                await withCheckedContinuation { gate = $0 }
            }
            func planted() { Kit().draw() }
            func second() async {
                while gate == nil { await Task.yield() }
                gate?.resume()
                await started?.value
            }
        }
        """

    private static let kit = """
        public struct Kit {
            public init() {}
            public func draw() { inner() }
            public func inner() {}
        }
        """

    private static func instrumented(_ source: String, file: String, boundary: Bool) -> String {
        let visitor = ProbeVisitor(file: file, boundary: boundary)
        visitor.walk(Parser.parse(source: source))
        return ProbeInsertion.apply(visitor.insertions, to: source)
    }

    /// Builds the planted program and runs it twice; both runs' records.
    private static func runTwice() throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trace-runtime-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TraceRuntimeSource.text.write(toFile: "\(folder)/TraceProbe.swift", atomically: true, encoding: .utf8)
        try instrumented(app, file: "P/AppPresenter.swift", boundary: false).write(toFile: "\(folder)/App.swift", atomically: true, encoding: .utf8)
        try instrumented(kit, file: "Kit/Kit.swift", boundary: true).write(toFile: "\(folder)/Kit.swift", atomically: true, encoding: .utf8)
        let toolchain = try Toolchain.locate()
        let compile = try Subprocess(
            "\(toolchain.binDirectory)/swiftc",
            ["-parse-as-library", "-swift-version", "6", "-Onone", "-o", "\(folder)/planted"]
                + ["TraceProbe.swift", "App.swift", "Kit.swift"].map { "\(folder)/\($0)" }
        ).run(outputPath: "\(folder)/compile.log")
        try #require(compile.succeeded, "\((try? String(contentsOfFile: "\(folder)/compile.log", encoding: .utf8)) ?? "")")
        return try (0..<2).map { run in
            var environment = ProcessInfo.processInfo.environment
            environment[TraceRuntimeSource.outputVariable] = "\(folder)/trace\(run).tsv"
            let result = try Subprocess("\(folder)/planted", [], environment: environment, timeout: .seconds(60)).run(outputPath: "\(folder)/run.log")
            try #require(result.succeeded)
            return try String(contentsOfFile: "\(folder)/trace\(run).tsv", encoding: .utf8)
        }
    }

    @Test(.timeLimit(.minutes(5)))
    func thePlantedCallIsRecordedUnderTheCommandThatStartedIt() async throws {
        let runs = try await onOwnThread { try Self.runTwice() }
        #expect(runs[0] == runs[1], "two runs of the same program record the same")
        let log = TraceLog.parse(runs[0])
        #expect(log.commands == ["first", "second"])
        let planted = try #require(log.records.first { $0.function == "planted()" })
        // It ran while "second" was the command typed, in a task "first" started.
        #expect(log.commands[planted.command] == "first")
        let parent = try #require(log.records.first { $0.id == planted.parent })
        #expect(parent.function == "first()", "a task's first call hangs under the call that made the task")
        // The shared target: the call from pattern code, not the one inside it.
        let draw = try #require(log.records.first { $0.function == "draw()" })
        #expect(draw.boundary && draw.parent == planted.id && draw.file == "Kit/Kit.swift")
        #expect(!log.records.contains { $0.function == "inner()" })
    }
}
