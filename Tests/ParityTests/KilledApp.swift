import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A built executable fed a script through a pipe that stays open (so the script never
/// ends and nothing is finished for it), and killed with SIGKILL as soon as it has printed
/// what the same script prints in-process: every line has run and the app was idle.
enum KilledApp {
    struct Outcome {
        /// Standard output up to the kill.
        let output: String
        let errors: String
        /// Whether it printed all that was expected before it was killed.
        let reachedTheEnd: Bool
    }

    /// Runs `app` with `arguments` and `lines` on standard input until it has printed
    /// `expected`, printed something else, exited, or `timeout` passed; then kills it.
    static func run(
        _ app: BuiltApp, arguments: [String], environment: [String: String], lines: [String],
        until expected: String, timeout: Duration = .seconds(60)
    ) async throws -> Outcome {
        // A write to an app that died must fail, not kill the test process with it.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = try app.executable
        process.arguments = arguments
        process.environment = environment
        let input = Pipe(), output = Received(), errors = Received()
        process.standardInput = input
        process.standardOutput = output.pipe
        process.standardError = errors.pipe
        try process.run()
        let script = Data(lines.map { $0 + "\n" }.joined().utf8)
        let writing = Task.detached { try? input.fileHandleForWriting.write(contentsOf: script) }

        let wanted = Data(expected.utf8)
        let clock = ContinuousClock(), deadline = clock.now + timeout
        var printed = output.data
        while printed.count < wanted.count, wanted.starts(with: printed), process.isRunning, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
            printed = output.data
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        await writing.value
        try? input.fileHandleForWriting.close()
        return Outcome(
            output: String(decoding: output.finish(), as: UTF8.self),
            errors: String(decoding: errors.finish(), as: UTF8.self),
            reachedTheEnd: printed == wanted
        )
    }

    /// What a pipe delivered so far, gathered as it comes so the app never blocks on it.
    private final class Received: Sendable {
        let pipe = Pipe()
        private let received = Mutex(Data())

        init() {
            pipe.fileHandleForReading.readabilityHandler = { [self] handle in
                let chunk = handle.availableData
                // An empty chunk is the end of the stream, which would otherwise be reported again and again.
                if chunk.isEmpty { handle.readabilityHandler = nil }
                self.received.withLock { $0.append(chunk) }
            }
        }

        var data: Data { received.withLock { $0 } }

        /// Stops listening and returns everything received.
        func finish() -> Data {
            pipe.fileHandleForReading.readabilityHandler = nil
            return data
        }
    }
}
