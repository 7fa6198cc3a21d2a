/// One line the user typed, parsed but not yet checked against the screen.
public enum Command: Equatable, Sendable {
    case tap(String)
    case select(RowReference)
    case delete(RowReference)
    case move(RowReference, toSection: String)
    case step(String, StepDirection)
    case type(field: String, text: String)
    case pick(component: String, row: String)
    case alert(String)
    case back
    case wait(seconds: Int)
    case open(String)
    case help
    case quit

    /// Which way a stepper moves.
    public enum StepDirection: String, Equatable, Sendable {
        case up, down
    }

    /// A row named by its number on screen (from 1, across sections) or by text in its title.
    public enum RowReference: Equatable, Sendable {
        case number(Int)
        case text(String)
    }

    /// The longest `wait` accepted, in seconds (one day).
    public static let maximumWait = 86_400
}
