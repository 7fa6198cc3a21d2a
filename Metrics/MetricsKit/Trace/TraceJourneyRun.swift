import Foundation

/// One parity journey of one module, run in the instrumented copy: twice, to check that the two
/// runs record the same calls, each run tried a second time when it fails, so a run that a busy
/// machine makes fail once is retried instead of silently dropping the actions it holds.
struct TraceJourneyRun: Sendable {
    var module: PatternModule
    var app: String
    var executable: String
    var journey: String

    var id: String { "\(module.id) \(journey)" }

    /// What the two runs gave: the first run's log and whether the second recorded the same, or
    /// why no log could be had; and the runs that needed their second try.
    struct Outcome: Sendable {
        var log: TraceLog?
        var sameBothTimes = false
        var failure: String?
        var retried: [String] = []
    }

    /// A run's time limit. The longest journey takes under a second here; under the slow test
    /// suite's load on two cores a run has taken 20 times longer, and 300 s is 15 times that.
    static let timeLimit = Duration.seconds(300)

    func record(bin: String, root: String, logs: String, cancellation: CancellationFlag?) throws -> Outcome {
        var outcome = Outcome()
        var texts: [String] = []
        for run in 0..<2 {
            let name = "trace-\(module.domain)\(module.pattern)-\(journey)-\(run)"
            let attempt = { (index: Int) in
                try attemptRun(bin: bin, root: root, output: "\(logs)/\(name).tsv", log: "\(logs)/\(name)-\(index).log", cancellation: cancellation)
            }
            switch try attempt(0) {
            case .success(let text):
                texts.append(text)
            case .failure(let first):
                switch try attempt(1) {
                case .success(let text):
                    texts.append(text)
                    outcome.retried.append("\(id) (\(first.reason))")
                case .failure(let second):
                    outcome.failure = second.reason
                    return outcome
                }
            }
        }
        let parsed = texts.map(TraceLog.parse)
        outcome.log = parsed[0]
        outcome.sameBothTimes = parsed[0] == parsed[1]
        return outcome
    }

    struct Failure: Error {
        var reason: String
    }

    private func attemptRun(bin: String, root: String, output: String, log: String, cancellation: CancellationFlag?) throws -> Result<String, Failure> {
        try? FileManager.default.removeItem(atPath: output)
        var environment = ProcessInfo.processInfo.environment
        environment[TraceRuntimeSource.outputVariable] = output
        // Hashing seeded per process would order observers, and so calls, differently each run.
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        let script = "\(root)/\(TracePhase.journeyFolder)/\(app)/\(journey).script"
        let link = TracePhase.launchLink(script).map { ["--open", $0] } ?? []
        let result = try Subprocess(
            "\(bin)/\(executable)",
            ["--pattern", module.pattern.lowercased(), "--database", ":memory:", "--script", script] + link,
            environment: environment, timeout: Self.timeLimit
        ).run(outputPath: log, cancellation: cancellation)
        let logNote = "log: \(log.relative(to: root))"
        switch result.endReason {
        case .timedOut: return .failure(Failure(reason: "timed out after \(Format.duration(Self.timeLimit.seconds)); \(logNote)"))
        case .cancelled: throw CancellationError()
        case .exited where result.exitCode != 0: return .failure(Failure(reason: "exited with status \(result.exitCode); \(logNote)"))
        case .exited: break
        }
        guard let text = try? String(contentsOfFile: output, encoding: .utf8) else {
            return .failure(Failure(reason: "wrote no records to \(output.relative(to: root)); \(logNote)"))
        }
        return .success(text)
    }
}
