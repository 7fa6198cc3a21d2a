/// Who won a gather. The raw value is the visible and stored text.
public enum Winner: String, CaseIterable, Hashable, Sendable {
    case teamA = "Team A"
    case teamB = "Team B"
    /// A draw. Where a `Winner?` is expected, write `Winner.none` in full: a bare `.none`
    /// means `Optional.none` there (the compiler warns).
    case none = "None"

    /// The visible text ("Team A", "Team B", "None").
    public var title: String { rawValue }
}
