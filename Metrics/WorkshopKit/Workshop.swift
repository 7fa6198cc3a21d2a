import Foundation
import MetricsKit

/// The workshop commands over one git checkout of the workspace: list the exercises, start one
/// on its own branch with the shared part applied, check it, show or apply the reference
/// solution, reset to the start, and count the participant's change as the report counts it.
public struct Workshop {
    public var root: String
    public var catalog: PatternCatalog
    private let write: (String) -> Void

    /// `root` is the repository's top folder; `write` receives everything meant for the participant.
    public init(root: String, catalog: PatternCatalog = .standard, write: @escaping (String) -> Void) {
        self.root = root
        self.catalog = catalog
        self.write = write
    }

    private var git: GitRepository { GitRepository(directory: root) }

    // MARK: - list

    public func list() throws {
        for exercise in try exercises() {
            let metadata = exercise.metadata
            write("\(metadata.id)  \(metadata.title) (\(metadata.app), about \(metadata.minutes) min; patterns: \(exercise.solvedPatterns.joined(separator: ", ")))\n")
        }
    }

    // MARK: - start

    public func start(exercise id: String, pattern: String) throws {
        try requireRepository()
        let exercise = try self.exercise(named: id)
        let pattern = pattern.lowercased()
        guard exercise.solvedPatterns.contains(pattern) else {
            throw WorkshopError.unknownPattern(pattern, exercise: id, known: exercise.solvedPatterns)
        }
        try requireCleanTree(for: "start")
        let branch = WorkshopBranch(exercise: id, pattern: pattern)
        if git.succeeds(["rev-parse", "--verify", "--quiet", "refs/heads/\(branch.name)"]) {
            throw WorkshopError.branchExists(branch.name)
        }
        if let problem = applyProblem(exercise.sharedPatch) {
            throw WorkshopError.doesNotApply(what: "the shared part of \(id)", detail: problem)
        }
        try git.run(["switch", "--quiet", "--create", branch.name])
        try git.run(["apply", exercise.sharedPatch])
        try git.run(["add", "--all"])
        try git.run(identity + ["commit", "--quiet", "--no-verify", "-m", "Workshop start: \(id) (\(pattern)), the shared part applied"])
        let start = try git.run(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
        try git.run(["config", branch.startKey, start])

        write("On branch \(branch.name), with the shared part of \(id) applied and committed.\n\n")
        write(ExerciseReadme(text: (try? String(contentsOfFile: exercise.readme, encoding: .utf8)) ?? "").task(for: catalogName(pattern)))
        write("\nWhen you think it works: Scripts/workshop check. Stuck: Scripts/workshop solution. Start over: Scripts/workshop reset.\n")
    }

    // MARK: - check

    /// Builds, runs the acceptance journey and the pattern's tests. Returns whether all passed;
    /// what failed is explained, never as a stack trace.
    public func check(toolchain: Toolchain) throws -> Bool {
        let (branch, exercise, _) = try current()
        let logs = "\(root)/.build/workshop"
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
        var missing: [String] = []

        write("Building (swift build --build-tests)…\n")
        let build = try Subprocess(toolchain.swift, ["build", "--package-path", root, "--build-tests"]).run(outputPath: "\(logs)/build.log")
        guard build.succeeded else {
            write("✘ The package does not build. The compiler says:\n")
            for line in Self.compilerErrors(inLogAt: build.outputPath) { write("  \(line)\n") }
            write("\nStill missing: code that compiles (full log: \(relative("\(logs)/build.log"))).\n")
            return false
        }
        write("✔ Built.\n")

        let bin = try Subprocess(toolchain.swift, ["build", "--package-path", root, "--show-bin-path"]).output()
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let arguments = exercise.journeyArguments(pattern: branch.pattern)
        let journeyLog = "\(logs)/acceptance.txt"
        _ = try Subprocess("\(bin)/\(exercise.metadata.app)", arguments, timeout: .seconds(120)).run(outputPath: journeyLog)
        let transcript = (try? String(contentsOfFile: journeyLog, encoding: .utf8)) ?? ""
        let golden = (try? String(contentsOfFile: exercise.golden, encoding: .utf8)) ?? ""
        if transcript == golden {
            write("✔ The acceptance journey prints the expected transcript.\n")
        } else {
            let difference = TranscriptDifference(expected: golden, actual: transcript)
            write("✘ The acceptance journey differs from the expected transcript from line \(difference.firstLine) (- expected, + printed):\n")
            for line in difference.lines() { write("\(line)\n") }
            write("  Script: \(relative(exercise.script)); expected: \(relative(exercise.golden)); printed: \(relative(journeyLog))\n")
            missing.append("the acceptance journey (README.md, Acceptance criteria)")
        }

        let targets = testTargets(domain: exercise.metadata.domain, pattern: branch.pattern)
        let filter = "^(\(targets.joined(separator: "|")))\\."
        write("Running \(targets.joined(separator: ", "))…\n")
        let tests = try Subprocess(toolchain.swift, ["test", "--package-path", root, "--skip-build", "--filter", filter]).run(outputPath: "\(logs)/tests.log")
        if tests.succeeded {
            write("✔ \(targets.joined(separator: ", ")) pass.\n")
        } else {
            write("✘ Tests fail:\n")
            for line in Self.testFailures(inLogAt: tests.outputPath) { write("  \(line)\n") }
            missing.append("passing tests in \(targets.joined(separator: ", ")) (full log: \(relative("\(logs)/tests.log")))")
        }

        if missing.isEmpty {
            write("\nDone: \(exercise.id) works in \(catalogName(branch.pattern)). Scripts/workshop diffstat shows what it cost.\n")
            return true
        }
        write("\nStill missing: \(missing.joined(separator: "; ")).\n")
        return false
    }

    // MARK: - solution

    public func solution(apply: Bool) throws {
        let (branch, exercise, _) = try current()
        let patch = exercise.solutionPatch(for: branch.pattern)
        guard apply else {
            write((try? String(contentsOfFile: patch, encoding: .utf8)) ?? "")
            return
        }
        try requireCleanTree(for: "solution --apply")
        if let problem = applyProblem(patch) {
            throw WorkshopError.doesNotApply(what: "the reference solution for \(branch.pattern)", detail: problem)
        }
        try git.run(["apply", patch])
        write("Applied the reference solution of \(exercise.id) for \(catalogName(branch.pattern)) (not committed). Scripts/workshop check runs it; Scripts/workshop reset takes it out again.\n")
    }

    // MARK: - reset

    public func reset() throws {
        let (branch, _, start) = try current()
        try git.run(["reset", "--quiet", "--hard", start])
        try git.run(["clean", "-fdq"])
        write("Back at the start of \(branch.name) (\(start.prefix(10))): your changes and new files are gone; ignored files (.build) are untouched.\n")
    }

    // MARK: - diffstat

    public func diffstat() throws {
        let (branch, exercise, start) = try current()
        let name = catalogName(branch.pattern)
        let definition = catalog.pattern(named: name) ?? PatternDefinition(name: name, roles: [], representativeRole: "")
        let cost = ChangeCounter(pattern: definition).cost(of: try git.changes(since: start))
        write("Your change to \(exercise.id) in \(name) so far, in the report's units:\n")
        write(DiffstatText.lines(cost).map { "  \($0)\n" }.joined())
        if let reference = referenceCost(exercise: exercise.id, pattern: name) {
            write("The reference solution (Metrics/Reports/metrics.json):\n")
            write(DiffstatText.lines(reference).map { "  \($0)\n" }.joined())
        }
    }

    // MARK: - helpers

    private var identity: [String] {
        let name = (try? git.run(["config", "user.name"]))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return name.isEmpty ? ["-c", "user.name=Workshop", "-c", "user.email=workshop@localhost"] : []
    }

    public func exercises() throws -> [Exercise] {
        try Exercise.all(in: root)
    }

    private func exercise(named id: String) throws -> Exercise {
        let all = try exercises()
        guard let exercise = all.first(where: { $0.id == id }) else {
            throw WorkshopError.unknownExercise(id, known: all.map(\.id))
        }
        return exercise
    }

    private func requireRepository() throws {
        do {
            try git.run(["rev-parse", "--git-dir"])
        } catch SubprocessError.cannotLaunch {
            throw WorkshopError.gitMissing
        } catch {
            throw WorkshopError.notARepository(root)
        }
    }

    private func requireCleanTree(for command: String) throws {
        let status = try git.run(["status", "--porcelain", "--untracked-files=normal"])
        if !status.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { throw WorkshopError.dirtyTree(command: command) }
    }

    /// Why `patch` would not apply, or nil when it would.
    private func applyProblem(_ patch: String) -> String? {
        git.problem(["apply", "--check", patch])
    }

    /// The workshop branch checked out, its exercise and its start commit.
    private func current() throws -> (WorkshopBranch, Exercise, String) {
        try requireRepository()
        let name = try git.run(["branch", "--show-current"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let all = try exercises()
        guard let branch = WorkshopBranch(name: name, exercises: all.map(\.id)),
              let exercise = all.first(where: { $0.id == branch.exercise }),
              let start = try? git.run(["config", branch.startKey]).trimmingCharacters(in: .whitespacesAndNewlines)
        else { throw WorkshopError.notOnAWorkshopBranch(name.isEmpty ? "detached HEAD" : name) }
        return (branch, exercise, start)
    }

    private func catalogName(_ pattern: String) -> String {
        catalog.pattern(named: pattern)?.name ?? pattern
    }

    /// `<Domain><Pattern>Tests`, as the package names a pattern module's tests.
    func testTargets(domain: String, pattern: String) -> [String] {
        ["\(domain)\(catalogName(pattern))Tests"]
    }

    private func referenceCost(exercise: String, pattern: String) -> ChangeCost? {
        guard let data = FileManager.default.contents(atPath: "\(root)/Metrics/Reports/metrics.json"),
              let report = try? JSONDecoder().decode(MetricsReport.self, from: data)
        else { return nil }
        return report.changeCost?.cells.first { $0.exercise == exercise && $0.pattern == pattern }?.cost
    }

    private func relative(_ path: String) -> String {
        path.relative(to: root)
    }

    /// The compiler's error lines, each once, at most 30.
    static func compilerErrors(inLogAt path: String) -> [String] {
        let log = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var seen = Set<String>()
        let errors = log.split(separator: "\n").map(String.init).filter { $0.contains("error:") && seen.insert($0).inserted }
        return errors.isEmpty ? log.split(separator: "\n").suffix(10).map(String.init) : Array(errors.prefix(30))
    }

    /// The failing tests and their expectations, at most 30 lines.
    static func testFailures(inLogAt path: String) -> [String] {
        let log = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let lines = log.split(separator: "\n").map(String.init).filter {
            $0.contains("✘") || $0.contains("error:") || $0.contains(": failed") || $0.contains("Expectation failed")
        }
        return lines.isEmpty ? log.split(separator: "\n").suffix(10).map(String.init) : Array(lines.prefix(30))
    }
}
