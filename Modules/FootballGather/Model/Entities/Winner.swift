/// Who won a gather. The raw value is the visible and stored text.
public enum Winner: String, CaseIterable, Hashable, Sendable {
    case teamA = "Team A"
    case teamB = "Team B"
    /// A draw: no team won. Not called `none`, which would read as `Optional.none`.
    case draw = "None"

    /// The visible text ("Team A", "Team B", "None").
    public var title: String { rawValue }
}
