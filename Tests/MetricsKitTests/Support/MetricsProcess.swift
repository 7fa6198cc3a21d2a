import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The built `metrics` executable, run as a user runs it: for the findings about what reaches
/// the terminal (standard output and error) and the exit status, which only a process shows.
enum MetricsProcess {
    struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    /// A run that did not end in time: the test fails rather than waits.
    struct TimedOut: Error, CustomStringConvertible {
        let arguments: [String]
        let seconds: Double
        var description: String { "metrics \(arguments.joined(separator: " ")) did not end within \(seconds) s" }
    }

    /// Drops root for `unprivileged` runs (util-linux), as the parity suite does.
    static let setpriv = "/usr/bin/setpriv"
    /// The user and group id of `nobody`.
    static let nobody: UInt32 = 65534

    /// Whether `unprivileged` runs really run without root's right to write anything.
    static var canRunUnprivileged: Bool {
        getuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv)
    }

    /// Runs `metrics arguments`; `unprivileged` runs it as `nobody` when the tests run as root.
    /// Output goes through files, so a long report never blocks a pipe; a run that outlasts
    /// `seconds` is killed and throws ``TimedOut``.
    static func run(_ arguments: [String], unprivileged: Bool = false, seconds: Double = 120) throws -> Run {
        let executable = try BuiltExecutable(named: "metrics").url
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("metrics-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out"), errors = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        if unprivileged && getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments = ["--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        guard ended.wait(timeout: .now() + seconds) == .success else {
            process.terminate()
            ended.wait()
            throw TimedOut(arguments: arguments, seconds: seconds)
        }
        return Run(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: output), as: UTF8.self),
            errors: String(decoding: try Data(contentsOf: errors), as: UTF8.self)
        )
    }
}
