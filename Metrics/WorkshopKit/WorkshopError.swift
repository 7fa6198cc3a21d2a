/// Everything the workshop command refuses, in words a participant can act on.
public enum WorkshopError: Error, Equatable, CustomStringConvertible {
    case gitMissing
    case notARepository(String)
    case unknownExercise(String, known: [String])
    case unknownPattern(String, exercise: String, known: [String])
    case noExercises(String)
    case onAWorkshopBranch(String, switchTo: String?)
    case needsConsent(command: String, work: String)
    case declined(command: String)
    case branchExists(String)
    case notOnAWorkshopBranch(String)
    case doesNotApply(what: String, detail: String)
    case noSuchHintStep(Int, count: Int)
    case sharedPartDoesNotBuild(branch: String, log: String)

    public var description: String {
        switch self {
        case .gitMissing:
            "git is not installed (or not on PATH): the workshop keeps each exercise on a git branch. Install git and try again."
        case let .notARepository(path):
            "\(path) is not a git repository: run the workshop from a clone of the workspace."
        case let .unknownExercise(name, known):
            "there is no exercise \"\(name)\"; exercises: \(known.joined(separator: ", ")) (Scripts/workshop list)."
        case let .unknownPattern(name, exercise, known):
            "exercise \(exercise) has no pattern \"\(name)\"; patterns: \(known.joined(separator: ", "))."
        case let .noExercises(root):
            "there is no exercise in \(root)/Metrics/Exercises: run the workshop in a clone of the workspace."
        case let .onAWorkshopBranch(branch, switchTo):
            "you are on \(branch), an exercise's branch: an exercise starts from the branch the workshop started from, not on top of another one. "
                + (switchTo.map { "Go back there first: git switch \($0)" } ?? "Switch back to the branch you started from first (git switch <branch>).")
        case let .needsConsent(command, work):
            "`\(command)` would take your work (\(work)) out of the working tree: run it on a terminal to be asked, or add --yes (your work is saved on a backup branch first either way). Nothing changed."
        case let .declined(command):
            "`\(command)` cancelled: nothing changed."
        case let .branchExists(branch):
            "branch \(branch) already exists: switch to it with `git switch \(branch)` to go on, or delete it with `git branch -D \(branch)` to start again."
        case let .notOnAWorkshopBranch(branch):
            "the current branch (\(branch)) is not a workshop branch: start an exercise first (Scripts/workshop list, then Scripts/workshop start <exercise> --pattern <pattern>)."
        case let .doesNotApply(what, detail):
            "\(what) does not apply to this checkout: \(detail)"
        case let .noSuchHintStep(step, count):
            "the hint has no step \(step): it has \(count), --step 1 to --step \(count)."
        case let .sharedPartDoesNotBuild(branch, log):
            "the exercise is started on \(branch), but the workspace does not build with its shared part (the compiler's errors above; full log: \(log)). "
                + "This is not your code: tell the teacher."
        }
    }
}
