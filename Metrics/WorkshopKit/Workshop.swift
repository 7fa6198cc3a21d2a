import Foundation
import MetricsKit

/// The workshop commands over one git checkout of the workspace: list the exercises, start one
/// on its own branch with the shared part applied, check it, show or apply the reference
/// solution, reset to the start, and count the participant's change as the report counts it.
public struct Workshop {
    public var root: String
    public var catalog: PatternCatalog
    let write: (String) -> Void
    let consent: Consent

    /// `root` is the repository's top folder; `write` receives everything meant for the
    /// participant; `consent` says whether `start`, `solution --apply` and `reset` may take
    /// the participant's work out of the working tree (after saving it on a backup branch).
    public init(
        root: String, catalog: PatternCatalog = .standard, consent: Consent = .unavailable,
        write: @escaping (String) -> Void
    ) {
        self.root = root
        self.catalog = catalog
        self.consent = consent
        self.write = write
    }

    /// The top folder of the git repository `folder` is in, as git finds it from a subfolder.
    public static func repositoryRoot(containing folder: String) throws -> String {
        do {
            return try GitRepository(directory: folder).run(["rev-parse", "--show-toplevel"])
                .trimmingCharacters(in: .whitespacesAndNewlines)
        } catch SubprocessError.cannotLaunch {
            throw WorkshopError.gitMissing
        } catch {
            throw WorkshopError.notARepository(folder)
        }
    }

    var git: GitRepository { GitRepository(directory: root) }

    // MARK: - list

    public func list() throws {
        let all = try exercises()
        guard !all.isEmpty else { throw WorkshopError.noExercises(root) }
        for exercise in all {
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
        let from = try currentBranchName()
        try requireNotOnAWorkshopBranch(from)
        let branch = WorkshopBranch(exercise: id, pattern: pattern)
        if git.succeeds(["rev-parse", "--verify", "--quiet", "refs/heads/\(branch.name)"]) {
            throw WorkshopError.branchExists(branch.name)
        }
        if let problem = applyProblem(exercise.sharedPatch, onto: "HEAD") {
            throw WorkshopError.doesNotApply(what: "the shared part of \(id)", detail: problem)
        }
        let backup = try saveWork(before: "start", since: nil, on: from)
        // Where the saved work goes back to: the branch, or on a detached HEAD its commit.
        let back = try from.isEmpty ? "--detach " + git.run(["rev-parse", "--short", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines) : from
        if backup != nil { try clean(to: "HEAD") }
        try git.run(["switch", "--quiet", "--create", branch.name])
        try git.run(["apply", exercise.sharedPatch])
        try git.run(["add", "--all"])
        try git.run(identity + ["commit", "--quiet", "--no-verify", "-m", "Workshop start: \(id) (\(pattern)), the shared part applied"])
        let start = try git.run(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
        try git.run(["config", branch.startKey, start])
        if !from.isEmpty { try git.run(["config", branch.baseKey, from]) }

        write("On branch \(branch.name), with the shared part of \(id) applied and committed.\n")
        if let backup { write(restoreHint(backup, switchTo: back)) }
        write("\n")
        write(ExerciseReadme(text: (try? String(contentsOfFile: exercise.readme, encoding: .utf8)) ?? "").task(for: catalogName(pattern)))
        write("\nWhen you think it works: Scripts/workshop check. Stuck: Scripts/workshop solution. Start over: Scripts/workshop reset.\n")
    }

    // MARK: - check

    /// Builds, runs the acceptance journey and the pattern's tests, and checks the pattern's
    /// dependency rules in the files the change touched. Returns whether all passed;
    /// what failed is explained, never as a stack trace.
    public func check(toolchain: Toolchain) throws -> Bool {
        let (branch, exercise, start) = try current()
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

        if !checkRules(toolchain: toolchain, domain: exercise.metadata.domain, pattern: branch.pattern, since: start) {
            missing.append("\(catalogName(branch.pattern))'s dependency rules (the lines above)")
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
        let (branch, exercise, start) = try current()
        let patch = exercise.solutionPatch(for: branch.pattern)
        guard apply else {
            write((try? String(contentsOfFile: patch, encoding: .utf8)) ?? "")
            return
        }
        if let problem = applyProblem(patch, onto: start) {
            throw WorkshopError.doesNotApply(what: "the reference solution for \(branch.pattern)", detail: problem)
        }
        let backup = try saveWork(before: "solution --apply", since: start, on: branch.name)
        // Nothing is left to lose: the branch goes to the start the patch was made against.
        try clean(to: start)
        try git.run(["apply", patch])
        write("Applied the reference solution of \(exercise.id) for \(catalogName(branch.pattern)) to the start of the exercise (not committed). Scripts/workshop check runs it; Scripts/workshop reset takes it out again.\n")
        if let backup { write(restoreHint(backup)) }
    }

    // MARK: - reset

    public func reset() throws {
        let (branch, _, start) = try current()
        let backup = try saveWork(before: "reset", since: start, on: branch.name)
        try clean(to: start)
        guard let backup else {
            write("Back at the start of \(branch.name) (\(start.prefix(10))): there was no change to save.\n")
            return
        }
        write("Back at the start of \(branch.name) (\(start.prefix(10))); ignored files (.build) are untouched.\n")
        write(restoreHint(backup))
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

    var identity: [String] {
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

    /// Why `patch` would not apply to `revision`, or nil when it would; asked on a throw-away
    /// index, so the working tree (and any work in it) does not matter.
    private func applyProblem(_ patch: String, onto revision: String) -> String? {
        let index = FileManager.default.temporaryDirectory.appendingPathComponent("workshop-check-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: index) }
        let scratch = git.usingIndex(at: index)
        if let problem = scratch.problem(["read-tree", revision]) { return problem }
        return scratch.problem(["apply", "--cached", "--check", patch])
    }

    /// The branch checked out, empty on a detached HEAD.
    func currentBranchName() throws -> String {
        try git.run(["branch", "--show-current"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The workshop branch checked out, its exercise and its start commit.
    private func current() throws -> (WorkshopBranch, Exercise, String) {
        try requireRepository()
        let name = try currentBranchName()
        let all = try exercises()
        guard let branch = WorkshopBranch(name: name, exercises: all.map(\.id)),
              let exercise = all.first(where: { $0.id == branch.exercise }),
              let start = try? git.run(["config", branch.startKey]).trimmingCharacters(in: .whitespacesAndNewlines)
        else { throw WorkshopError.notOnAWorkshopBranch(name.isEmpty ? "detached HEAD" : name) }
        return (branch, exercise, start)
    }

    func catalogName(_ pattern: String) -> String {
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
