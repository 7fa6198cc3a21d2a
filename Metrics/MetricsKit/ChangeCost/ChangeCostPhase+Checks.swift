import Foundation

/// The checks of a cell: the build of the tree with the solutions, each pattern's acceptance
/// journey against its golden transcript and its own test targets.
extension ChangeCostPhase {
    func buildLog(_ exercise: Exercise, attempt: Int) -> String {
        "\(workDirectory)/exercise-\(exercise.id)-build\(attempt).log"
    }

    /// Builds the tree with its tests. Nil when it built; otherwise the modules whose files the
    /// compiler complained about, with the first errors (empty when none is to blame).
    func build(_ exercise: Exercise, modules: [PatternModule], attempt: Int = 1) throws -> [String: String]? {
        let result = try swiftPM.buildTests(timeout: timeout).run(outputPath: buildLog(exercise, attempt: attempt), cancellation: cancellation) { [progress] elapsed in
            progress.tick(elapsedInStep: elapsed)
        }
        try cancellation?.check()
        guard !result.succeeded else { return nil }
        let errors = ((try? String(contentsOfFile: result.outputPath, encoding: .utf8)) ?? "").split(separator: "\n").filter { $0.contains("error:") }
        var blamed: [String: String] = [:]
        for module in modules {
            let folders = module.targets.map(\.path) + module.testTargets.map(\.path)
            let own = errors.filter { line in folders.contains { line.contains("/\($0)/") } }
            if !own.isEmpty { blamed[module.pattern] = "does not compile: " + own.prefix(2).joined(separator: " ") }
        }
        return blamed
    }

    /// Nil when the journey printed the golden transcript; otherwise what differs.
    func runJourney(_ exercise: Exercise, pattern: String) throws -> String? {
        let arguments = exercise.journeyArguments(pattern: pattern)
        let log = "\(workDirectory)/exercise-\(exercise.id)-\(pattern.lowercased()).txt"
        let result = try Subprocess("\(swiftPM.binPath)/\(exercise.metadata.app)", arguments, timeout: .seconds(120))
            .run(outputPath: log, cancellation: cancellation)
        let transcript = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        let golden = (try? String(contentsOfFile: exercise.golden, encoding: .utf8)) ?? ""
        if transcript == golden { return nil }
        guard result.succeeded else { return "the app failed (exit \(result.exitCode))" }
        let line = TranscriptDifference(expected: golden, actual: transcript).firstLine
        return "the transcript differs from line \(line) (\(relative(log)))"
    }

    /// Nil when the module's test targets passed.
    func runTests(_ exercise: Exercise, module: PatternModule) throws -> String? {
        let names = module.testTargets.map(\.name)
        guard !names.isEmpty else { return nil }
        let filter = "^(\(names.joined(separator: "|")))\\."
        let log = "\(workDirectory)/exercise-\(exercise.id)-\(module.pattern.lowercased())-tests.log"
        let result = try Subprocess(
            toolchain.swift, ["test", "--skip-build", "--package-path", tree, "--scratch-path", swiftPM.scratchPath, "--filter", filter],
            timeout: .seconds(900)
        ).run(outputPath: log, cancellation: cancellation)
        return result.succeeded ? nil : "failed (\(relative(log)))"
    }

    func relative(_ path: String) -> String {
        path.relative(to: root)
    }
}
