import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one child process (in the current directory: pass `--package-path` / `-C` instead of
/// changing it) with its output in a file, and measures it: wall time from spawn to
/// exit and the CPU time of the whole process tree (`wait4`'s rusage includes the compiler
/// jobs `swift build` waited for). While the child runs, `onTick` is called every
/// `tickInterval` so a progress bar can move; a timeout or a cancellation ends the child and
/// every descendant by PID (the Swift compiler jobs run in process groups of their own).
///
/// Not swiftlang/swift-subprocess (1.0.2 is on the mirror): it reaps with `waitid`, whose
/// answer has no resource usage, so the tree's CPU time would be lost, and it cannot end
/// compiler jobs that run in process groups of their own.
public struct Subprocess: Sendable {
    public var executable: String
    public var arguments: [String]
    public var environment: [String: String]?
    public var timeout: Duration?

    public init(
        _ executable: String, _ arguments: [String],
        environment: [String: String]? = nil, timeout: Duration? = nil
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.timeout = timeout
    }

    /// The command as a shell would show it, for logs and error messages.
    public var commandLine: String {
        ([executable] + arguments).map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
    }

    /// Runs the child to completion. `outputPath` receives stdout and stderr interleaved.
    public func run(
        outputPath: String, cancellation: CancellationFlag? = nil,
        tickInterval: Duration = .milliseconds(250), onTick: (Duration) -> Void = { _ in }
    ) throws -> SubprocessResult {
        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        posix_spawn_file_actions_addopen(&fileActions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&fileActions, 1, 2)
        posix_spawn_file_actions_addopen(&fileActions, 0, "/dev/null", O_RDONLY, 0)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let env = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { env.forEach { free($0) } }

        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawnStatus = posix_spawnp(&pid, executable, &fileActions, nil, argv, env)
        guard spawnStatus == 0 else {
            throw SubprocessError.cannotLaunch(commandLine, code: spawnStatus)
        }

        var status: Int32 = 0
        var usage = rusage()
        var nextTick = start + tickInterval
        var endReason = SubprocessResult.EndReason.exited
        while true {
            let waited = wait4(pid, &status, WNOHANG, &usage)
            if waited == pid { break }
            if waited == -1 && errno != EINTR { throw SubprocessError.waitFailed(commandLine, errno: errno) }
            let now = clock.now
            if endReason == .exited {
                if let timeout, now - start > timeout {
                    endReason = .timedOut
                    ProcessTree.terminate(root: pid)
                } else if cancellation?.isCancelled == true {
                    endReason = .cancelled
                    ProcessTree.terminate(root: pid)
                }
            }
            if now >= nextTick {
                onTick(now - start)
                nextTick = now + tickInterval
            }
            usleep(2_000)
        }
        let wall = clock.now - start
        let exitCode: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let cpu = usage.ru_utime.duration + usage.ru_stime.duration
        return SubprocessResult(
            exitCode: exitCode, wallTime: wall, cpuTime: cpu, userTime: usage.ru_utime.duration,
            endReason: endReason, outputPath: outputPath
        )
    }

    /// Runs the child and returns its output as text; throws when it fails.
    public func output(cancellation: CancellationFlag? = nil) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("metrics-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try run(outputPath: path, cancellation: cancellation)
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        guard result.succeeded else {
            throw SubprocessError.failed(commandLine, exitCode: result.exitCode, output: text)
        }
        return text
    }
}

/// How a child process ended and what it cost.
public struct SubprocessResult: Sendable {
    public enum EndReason: String, Sendable { case exited, timedOut, cancelled }

    public var exitCode: Int32
    public var wallTime: Duration
    /// User + system CPU time of the child and every descendant it waited for.
    public var cpuTime: Duration
    public var userTime: Duration
    public var endReason: EndReason
    public var outputPath: String

    public var succeeded: Bool { exitCode == 0 && endReason == .exited }

    /// The output file's last lines, for error messages.
    public func outputTail(lines: Int = 20) -> String {
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }
}

public enum SubprocessError: Error, CustomStringConvertible, Equatable {
    case cannotLaunch(String, code: Int32)
    case waitFailed(String, errno: Int32)
    case failed(String, exitCode: Int32, output: String)

    public var description: String {
        switch self {
        case let .cannotLaunch(command, code): "cannot launch \(command) (error \(code))"
        case let .waitFailed(command, errno): "lost track of \(command) (errno \(errno))"
        case let .failed(command, exitCode, output):
            "\(command) failed with exit code \(exitCode)\n\(output.suffix(2_000))"
        }
    }
}

extension timeval {
    var duration: Duration {
        .seconds(Int64(tv_sec)) + .microseconds(Int64(tv_usec))
    }
}
