import Foundation
import MetricsKit

extension Workshop {
    /// Builds the app and runs the acceptance journey, then builds and runs the pattern's
    /// tests, and checks the pattern's dependency rules in the files the change touched.
    /// The app is built first because the journey needs only it: on an empty `.build` its
    /// answer comes minutes before the test bundle (every test target of the workspace, the
    /// tools' included) is built. Returns whether all passed; what failed is explained, never
    /// as a stack trace. Once `cancellation` is set (Ctrl-C), the step running ends with its
    /// processes and the check throws `WorkshopCancellation.check`, naming that step.
    public func check(toolchain: Toolchain, cancellation: CancellationFlag? = nil) throws -> Bool {
        let (branch, exercise, start) = try current()
        let logs = "\(root)/.build/workshop"
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
        var missing: [String] = []
        let app = exercise.metadata.app

        write("Building \(app) (swift build --product \(app))…\n")
        switch try build(["--product", app], toolchain: toolchain, cancellation: cancellation, log: "\(logs)/build.log") {
        case .succeeded:
            break
        case .failed:
            write("\nStill missing: code that compiles (full log: \(relative("\(logs)/build.log"))).\n")
            return false
        case .cancelled:
            throw WorkshopCancellation.check(during: "building \(app)")
        }
        let bin: String
        do {
            bin = try Subprocess(toolchain.swift, ["build", "--package-path", root, "--show-bin-path"]).output(cancellation: cancellation)
                .trimmingCharacters(in: .whitespacesAndNewlines)
        } catch where cancellation?.isCancelled == true {
            throw WorkshopCancellation.check(during: "building \(app)")
        }
        let arguments = exercise.journeyArguments(pattern: branch.pattern)
        let journeyLog = "\(logs)/acceptance.txt"
        let journey = try Subprocess("\(bin)/\(app)", arguments, timeout: .seconds(120)).run(outputPath: journeyLog, cancellation: cancellation)
        if outcome(of: journey, cancellation: cancellation) == .cancelled {
            throw WorkshopCancellation.check(during: "running the acceptance journey")
        }
        let transcript = (try? String(contentsOfFile: journeyLog, encoding: .utf8)) ?? ""
        let golden = (try? String(contentsOfFile: exercise.golden, encoding: .utf8)) ?? ""
        if transcript == golden {
            write("✔ The acceptance journey prints the expected transcript.\n")
        } else {
            let difference = TranscriptDifference(expected: golden, actual: transcript)
            write("✘ The acceptance journey differs from the expected transcript, first at line \(difference.firstLine) (- expected, + printed):\n")
            for line in difference.hunks() { write("  \(line)\n") }
            write("  Script: \(relative(exercise.script)); expected: \(relative(exercise.golden)); printed: \(relative(journeyLog))\n")
            missing.append("the acceptance journey (README.md, Acceptance criteria)")
        }

        let targets = testTargets(domain: exercise.metadata.domain, pattern: branch.pattern)
        write("Building the tests (swift build --build-tests)…\n")
        switch try build(["--build-tests"], toolchain: toolchain, cancellation: cancellation, log: "\(logs)/test-build.log") {
        case .succeeded:
            let filter = "^(\(targets.joined(separator: "|")))\\."
            write("Running \(targets.joined(separator: ", "))…\n")
            let tests = try Subprocess(toolchain.swift, ["test", "--package-path", root, "--skip-build", "--filter", filter])
                .run(outputPath: "\(logs)/tests.log", cancellation: cancellation)
            switch outcome(of: tests, cancellation: cancellation) {
            case .succeeded:
                write("✔ \(targets.joined(separator: ", ")) pass.\n")
            case .failed:
                write("✘ Tests fail:\n")
                let log = (try? String(contentsOfFile: tests.outputPath, encoding: .utf8)) ?? ""
                for line in TestFailureSummary(log: log).lines() { write("  \(line)\n") }
                missing.append("passing tests in \(targets.joined(separator: ", ")) (full log: \(relative("\(logs)/tests.log")))")
            case .cancelled:
                throw WorkshopCancellation.check(during: "running \(targets.joined(separator: ", "))")
            }
        case .failed:
            missing.append("tests that compile (full log: \(relative("\(logs)/test-build.log")))")
        case .cancelled:
            throw WorkshopCancellation.check(during: "building the tests")
        }

        let rulesKept = checkRules(toolchain: toolchain, domain: exercise.metadata.domain, pattern: branch.pattern, since: start)
        if cancellation?.isCancelled == true {
            throw WorkshopCancellation.check(during: "checking the dependency rules")
        }
        if !rulesKept {
            missing.append("\(catalogName(branch.pattern))'s dependency rules (the lines above)")
        }

        if missing.isEmpty {
            write("\nDone: \(exercise.id) works in \(catalogName(branch.pattern)). Scripts/workshop diffstat shows what it cost.\n")
            return true
        }
        write("\nStill missing: \(missing.joined(separator: "; ")).\n")
        return false
    }

    /// `swift build <arguments>`; on failure the compiler's errors, each once with its notes,
    /// and on cancellation nothing (the caller says it was cancelled). Warnings fail the build
    /// too: the package makes every warning of its own targets an error, as the exercises'
    /// "Done when" and `Scripts/test` require.
    func build(_ arguments: [String], toolchain: Toolchain, cancellation: CancellationFlag?, log: String) throws -> StepOutcome {
        let build = try Subprocess(toolchain.swift, ["build", "--package-path", root] + arguments).run(outputPath: log, cancellation: cancellation)
        let outcome = outcome(of: build, cancellation: cancellation)
        switch outcome {
        case .succeeded:
            write("✔ Built.\n")
        case .failed:
            write("✘ It does not build. The compiler says:\n")
            let text = (try? String(contentsOfFile: build.outputPath, encoding: .utf8)) ?? ""
            for line in CompilerSummary(log: text, root: root).lines() { write("  \(line)\n") }
        case .cancelled:
            break
        }
        return outcome
    }

    /// How a step ended. A step that failed is given a moment before it counts as failed: the
    /// Ctrl-C that ended it reaches this process too, and its flag is set on another thread.
    func outcome(of result: SubprocessResult, cancellation: CancellationFlag?) -> StepOutcome {
        if !result.succeeded, let cancellation {
            let deadline = ContinuousClock.now + .milliseconds(200)
            while !cancellation.isCancelled, ContinuousClock.now < deadline { usleep(5_000) }
        }
        return StepOutcome(result, cancelled: cancellation?.isCancelled ?? false)
    }
}
