import Foundation
import TestSupport
import Testing

/// The `workshop` executable built next to the tests, run as a participant runs it: a process
/// of its own, its standard output and error kept apart, as they reach a terminal.
struct WorkshopProcess {
    /// How a run ended and what it printed.
    struct Ended {
        var status: Int32
        var reason: Process.TerminationReason
        var output: String
        var errors: String
    }

    let process: Process
    let folder: String

    var pid: pid_t { process.processIdentifier }

    /// Starts `workshop <arguments>` with `environment`, with no terminal on standard input.
    static func start(_ arguments: [String], environment: [String: String]) throws -> WorkshopProcess {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workshop-run-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: "\(folder)/out", contents: nil)
        _ = FileManager.default.createFile(atPath: "\(folder)/err", contents: nil)
        let process = Process()
        process.executableURL = try BuiltExecutable(named: "workshop").url
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "\(folder)/out"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: "\(folder)/err"))
        try process.run()
        return WorkshopProcess(process: process, folder: folder)
    }

    /// Runs `workshop <arguments>` to its end.
    static func run(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) async throws -> Ended? {
        try await start(arguments, environment: environment).waitForExit(within: .seconds(60))
    }

    /// How the process ended; nil, with an issue recorded and the process killed, when it is
    /// still running after `limit`.
    func waitForExit(within limit: Duration) async throws -> Ended? {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let deadline = ContinuousClock.now + limit
        while process.isRunning, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        guard !process.isRunning else {
            kill(pid, SIGKILL)
            Issue.record("workshop \(process.arguments ?? []) did not end within \(limit)")
            return nil
        }
        return Ended(
            status: process.terminationStatus, reason: process.terminationReason,
            output: (try? String(contentsOfFile: "\(folder)/out", encoding: .utf8)) ?? "",
            errors: (try? String(contentsOfFile: "\(folder)/err", encoding: .utf8)) ?? ""
        )
    }
}
