/// One of the two sides of a gather. The raw value is the visible and stored name.
public enum Team: String, CaseIterable, Hashable, Sendable {
    case teamA = "Team A"
    case teamB = "Team B"

    /// The visible name ("Team A").
    public var title: String { rawValue }
}
