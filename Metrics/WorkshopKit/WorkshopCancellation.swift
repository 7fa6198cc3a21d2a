/// A command the participant stopped (Ctrl-C): said in one line, exit code 130 as a shell
/// reports a process ended by SIGINT, and never as a failure of their code.
public enum WorkshopCancellation: Error, Equatable, CustomStringConvertible {
    /// `check`, stopped while it was doing `during` ("building countries").
    case check(during: String)
    /// `start`'s build, after the exercise's branch was made.
    case startBuild(branch: String)

    /// The exit code of a cancelled command.
    public static let exitCode: Int32 = 130

    public var description: String {
        switch self {
        case let .check(during):
            "check cancelled (Ctrl-C) while \(during). Run Scripts/workshop check again to check your work."
        case let .startBuild(branch):
            "build cancelled (Ctrl-C): the exercise is started on \(branch), and your first check builds what is left."
        }
    }
}
