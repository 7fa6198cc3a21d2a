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

    func exercise(named id: String) throws -> Exercise {
        let all = try exercises()
        guard let exercise = all.first(where: { $0.id == id }) else {
            throw WorkshopError.unknownExercise(id, known: all.map(\.id))
        }
        return exercise
    }

    func requireRepository() throws {
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
    func applyProblem(_ patch: String, onto revision: String) -> String? {
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
    func current() throws -> (WorkshopBranch, Exercise, String) {
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

    func relative(_ path: String) -> String {
        path.relative(to: root)
    }
}
