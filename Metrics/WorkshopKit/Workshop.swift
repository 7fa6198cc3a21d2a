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

    /// One aligned row per exercise, id first (what `start` takes); the patterns once below
    /// when every exercise has the same ones.
    public func list() throws {
        let all = try exercises()
        guard !all.isEmpty else { throw WorkshopError.noExercises(root) }
        let rows = [["Exercise", "App", "Time", "Title"]] + all.map { exercise in
            [exercise.metadata.id, exercise.metadata.app, "\(exercise.metadata.minutes) min", exercise.metadata.title]
        }
        let widths = ReportTable.columnWidths(rows, columns: 4)
        for row in rows {
            write(ReportTable.alignedLine(row, widths: widths, alignments: Array(repeating: .left, count: 4)) + "\n")
        }
        let patterns = Set(all.map(\.solvedPatterns))
        if patterns.count == 1, let shared = patterns.first {
            write("\nEvery exercise has a reference solution in \(shared.joined(separator: ", ")): Scripts/workshop start <exercise> --pattern <pattern>.\n")
        } else {
            write("\n")
            for exercise in all {
                write("\(exercise.metadata.id): \(exercise.solvedPatterns.joined(separator: ", "))\n")
            }
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
        write("\nWhen you think it works: Scripts/workshop check. Stuck: Scripts/workshop hint, then Scripts/workshop solution. Start over: Scripts/workshop reset.\n")
        if !FileManager.default.fileExists(atPath: "\(root)/.build/debug") {
            write(Self.coldBuildNotice)
        }
    }

    // MARK: - check

    /// What a participant with an empty `.build` is told at `start`.
    static let coldBuildNotice = """

        Nothing is built yet: the first check builds the whole workspace, about 10 minutes on a
        2-core machine (measured 2026-11-27); once built, a check takes about 22 seconds. Start it
        now in a second terminal while you read the task: swift build --build-tests

        """

    /// Builds the app and runs the acceptance journey, then builds and runs the pattern's
    /// tests, and checks the pattern's dependency rules in the files the change touched.
    /// The app is built first because the journey needs only it: on an empty `.build` its
    /// answer comes minutes before the test bundle (every test target of the workspace, the
    /// tools' included) is built. Returns whether all passed; what failed is explained, never
    /// as a stack trace.
    public func check(toolchain: Toolchain) throws -> Bool {
        let (branch, exercise, start) = try current()
        let logs = "\(root)/.build/workshop"
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
        var missing: [String] = []
        let app = exercise.metadata.app

        write("Building \(app) (swift build --product \(app))…\n")
        guard try build(["--product", app], toolchain: toolchain, log: "\(logs)/build.log") else {
            write("\nStill missing: code that compiles (full log: \(relative("\(logs)/build.log"))).\n")
            return false
        }
        let bin = try Subprocess(toolchain.swift, ["build", "--package-path", root, "--show-bin-path"]).output()
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let arguments = exercise.journeyArguments(pattern: branch.pattern)
        let journeyLog = "\(logs)/acceptance.txt"
        _ = try Subprocess("\(bin)/\(app)", arguments, timeout: .seconds(120)).run(outputPath: journeyLog)
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
        if try build(["--build-tests"], toolchain: toolchain, log: "\(logs)/test-build.log") {
            let filter = "^(\(targets.joined(separator: "|")))\\."
            write("Running \(targets.joined(separator: ", "))…\n")
            let tests = try Subprocess(toolchain.swift, ["test", "--package-path", root, "--skip-build", "--filter", filter]).run(outputPath: "\(logs)/tests.log")
            if tests.succeeded {
                write("✔ \(targets.joined(separator: ", ")) pass.\n")
            } else {
                write("✘ Tests fail:\n")
                let log = (try? String(contentsOfFile: tests.outputPath, encoding: .utf8)) ?? ""
                for line in TestFailureSummary(log: log).lines() { write("  \(line)\n") }
                missing.append("passing tests in \(targets.joined(separator: ", ")) (full log: \(relative("\(logs)/tests.log")))")
            }
        } else {
            missing.append("tests that compile (full log: \(relative("\(logs)/test-build.log")))")
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

    /// `swift build <arguments>`; on failure the compiler's errors, each once with its notes.
    /// Warnings fail the build too: the package makes every warning of its own targets an error,
    /// as the exercises' "Done when" and `Scripts/test` require.
    private func build(_ arguments: [String], toolchain: Toolchain, log: String) throws -> Bool {
        let build = try Subprocess(toolchain.swift, ["build", "--package-path", root] + arguments).run(outputPath: log)
        guard build.succeeded else {
            write("✘ It does not build. The compiler says:\n")
            let text = (try? String(contentsOfFile: build.outputPath, encoding: .utf8)) ?? ""
            for line in CompilerSummary(log: text, root: root).lines() { write("  \(line)\n") }
            return false
        }
        write("✔ Built.\n")
        return true
    }

    // MARK: - hint

    /// The participant's whole hint: where to look, then the files, signatures and tests.
    public func hint() throws {
        let (branch, exercise, _) = try current()
        let name = catalogName(branch.pattern)
        let readme = ExerciseReadme(text: (try? String(contentsOfFile: exercise.readme, encoding: .utf8)) ?? "")
        guard let hint = readme.hint(for: name) else {
            write("\(exercise.id) has no hint for \(name). Scripts/workshop solution shows the reference solution.\n")
            return
        }
        write("Where \(exercise.id) lands in \(name):\n\n\(hint)")
        write("\nStill stuck: Scripts/workshop solution shows the reference solution.\n")
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
        } else {
            // A new pattern or exercise is measured by the next full run, not by this command.
            write("The committed report has no figures for the reference solution in \(name) yet: Scripts/metrics --full measures it.\n")
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
}
