import Foundation
import MetricsKit

extension Workshop {
    /// Makes the exercise's branch from the current commit with the shared part applied and
    /// committed, and prints the task with the first step of the pattern's hint. Building is
    /// `buildForFirstCheck`'s, which the command runs next (unless told not to).
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
        // The task below shows the hint's first step: `hint` goes on with the second.
        try recordHintStepsShown(1, on: branch)

        write("On branch \(branch.name), with the shared part of \(id) applied and committed.\n")
        if let backup { write(restoreHint(backup, switchTo: back)) }
        write("\n")
        write(readme(of: exercise).task(for: catalogName(pattern)))
        write("\nWhen you think it works: Scripts/workshop check. Stuck: Scripts/workshop hint, a step at a time, then Scripts/workshop solution. Start over: Scripts/workshop reset.\n")
    }

    /// Builds the workspace with the shared part (`swift build --build-tests`, what `check`
    /// builds), so that the first check builds only the participant's change: the shared part
    /// touches modules every pattern depends on (Model, Storage, UI). A build that fails is
    /// the checkout's fault, not the participant's, and is said so; Ctrl-C stops it with
    /// `WorkshopCancellation.startBuild` (the exercise stays started).
    public func buildForFirstCheck(toolchain: Toolchain, cancellation: CancellationFlag? = nil) throws {
        let (branch, _, _) = try current()
        let cold = !FileManager.default.fileExists(atPath: "\(root)/.build/debug")
        write("\n" + (cold ? Self.coldBuildLine : Self.sharedPartBuildLine))
        let log = "\(root)/.build/workshop/start-build.log"
        try FileManager.default.createDirectory(atPath: "\(root)/.build/workshop", withIntermediateDirectories: true)
        switch try build(["--build-tests"], toolchain: toolchain, cancellation: cancellation, log: log) {
        case .succeeded:
            write("Your first check now builds only what you change.\n")
        case .failed:
            throw WorkshopError.sharedPartDoesNotBuild(branch: branch.name, log: relative(log))
        case .cancelled:
            throw WorkshopCancellation.startBuild(branch: branch.name)
        }
    }

    /// What `start --no-build` says instead of building: how long the first check will take.
    public func sayWhatTheFirstCheckBuilds() {
        let cold = !FileManager.default.fileExists(atPath: "\(root)/.build/debug")
        write(cold ? Self.coldBuildNotice : Self.sharedPartNotice)
    }

    // The times below were measured on a 2-core VM (Metrics/Exercises/README.md, The commands).

    /// `start`'s line before building on an empty `.build`.
    static let coldBuildLine = """
        Nothing is built yet: building the whole workspace (swift build --build-tests), 5 to 8 \
        minutes on 2 cores, so that your first check is as fast as the ones after it. Read the \
        task above meanwhile; Ctrl-C stops the build (your first check then builds what is left)…

        """

    /// `start`'s line before building what the shared part changed.
    static let sharedPartBuildLine = """
        Building what the shared part changed (swift build --build-tests; it touches modules every \
        pattern depends on: about 2 minutes on 2 cores), so that your first check is as fast as \
        the ones after it. Read the task above meanwhile…

        """

    /// `start --no-build` on an empty `.build`.
    static let coldBuildNotice = """

        Nothing is built yet: the first check builds the whole workspace, 5 to 8 minutes on 2 \
        cores; the checks after it take 5 to 50 seconds. Start the build now in a second terminal \
        while you read the task: swift build --build-tests

        """

    /// `start --no-build` on a built workspace.
    static let sharedPartNotice = """

        Not built yet: the first check also builds what the shared part changed (modules every \
        pattern depends on), about 2 minutes on 2 cores; the checks after it take 5 to 50 seconds.

        """
}
