/// The score of a gather: goals of Team A and of Team B.
public struct Score: Hashable, Sendable {
    /// What each stepper allows, and what ``GatherRepository/endGather(id:score:for:at:)`` accepts.
    public static let range: ClosedRange<Int> = 0...99

    public var teamA: Int
    public var teamB: Int

    public init(teamA: Int = 0, teamB: Int = 0) {
        self.teamA = teamA
        self.teamB = teamB
    }

    /// The score at kick-off.
    public static let zero = Score()

    /// The score as stored and shown: `"2-1"` (Team A first).
    public var text: String { "\(teamA)-\(teamB)" }

    /// The team with more goals, or ``Winner/draw`` on a draw.
    public var winner: Winner {
        if teamA > teamB { return .teamA }
        if teamB > teamA { return .teamB }
        return .draw
    }

    /// Whether both goals counts are in ``range``.
    public var isValid: Bool {
        Self.range.contains(teamA) && Self.range.contains(teamB)
    }

    /// The goals of `team`.
    public subscript(team: Team) -> Int {
        get { team == .teamA ? teamA : teamB }
        set {
            switch team {
            case .teamA: teamA = newValue
            case .teamB: teamB = newValue
            }
        }
    }
}
