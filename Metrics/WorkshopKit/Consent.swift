/// How a command that would take the participant's work out of the working tree gets their
/// consent. The work is saved on a backup branch either way; consent is about surprise, not loss.
public enum Consent {
    /// `--yes`: go on without asking (scripts, tests).
    case given
    /// A terminal: ask this question; true goes on.
    case ask((String) -> Bool)
    /// Neither a terminal nor `--yes`: refuse, and change nothing.
    case unavailable
}
