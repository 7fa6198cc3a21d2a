/// Everything the workshop command refuses, in words a participant can act on.
public enum WorkshopError: Error, Equatable, CustomStringConvertible {
    case gitMissing
    case notARepository(String)
    case unknownExercise(String, known: [String])
    case unknownPattern(String, exercise: String, known: [String])
    case dirtyTree(command: String)
    case branchExists(String)
    case notOnAWorkshopBranch(String)
    case doesNotApply(what: String, detail: String)

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
        case let .dirtyTree(command):
            "the working tree has changes: commit or stash them before `\(command)` (git status shows them)."
        case let .branchExists(branch):
            "branch \(branch) already exists: switch to it with `git switch \(branch)` to go on, or delete it with `git branch -D \(branch)` to start again."
        case let .notOnAWorkshopBranch(branch):
            "the current branch (\(branch)) is not a workshop branch: start an exercise first (Scripts/workshop list, then Scripts/workshop start <exercise> --pattern <pattern>)."
        case let .doesNotApply(what, detail):
            "\(what) does not apply to this checkout: \(detail)"
        }
    }
}
