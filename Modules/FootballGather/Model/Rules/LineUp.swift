/// The Confirm players line-up: the selected players, each on the bench or in a team.
///
/// Pure rules every pattern shares: all players start on the bench, any player can move
/// to any section, and a gather can start once both teams have someone.
public struct LineUp: Hashable, Sendable {
    /// The fewest players that can be selected to confirm a gather.
    public static let minimumSelectedPlayers = 2

    /// A section of the Confirm players screen.
    public enum Section: String, CaseIterable, Hashable, Sendable {
        case bench = "Bench"
        case teamA = "Team A"
        case teamB = "Team B"

        /// The team this section plays for (`nil` for the bench).
        public var team: Team? {
            switch self {
            case .bench: nil
            case .teamA: .teamA
            case .teamB: .teamB
            }
        }
    }

    /// Every selected player, in the order given.
    public private(set) var players: [Player]
    private var sections: [Int64: Section]

    /// A line-up with every one of `players` on the bench (a repeated id counts once).
    public init(players: [Player]) {
        var sections: [Int64: Section] = [:]
        self.players = players.filter { sections.updateValue(.bench, forKey: $0.id) == nil }
        self.sections = sections
    }

    /// Whether enough players are selected to confirm (``minimumSelectedPlayers``).
    public static func canConfirm(selectedCount: Int) -> Bool {
        selectedCount >= minimumSelectedPlayers
    }

    /// The players in `section`, in the order given.
    public func players(in section: Section) -> [Player] {
        players.filter { sections[$0.id] == section }
    }

    /// The section the player with `playerID` is in, or `nil` if not selected.
    public func section(ofPlayer playerID: Int64) -> Section? {
        sections[playerID]
    }

    /// Moves the player with `playerID` to `section`; does nothing for an unknown player.
    public mutating func move(player playerID: Int64, to section: Section) {
        guard sections[playerID] != nil else { return }
        sections[playerID] = section
    }

    /// Moves the `row`-th player of `section` (as the screen lists them) to `destination`;
    /// does nothing for a row outside the section.
    public mutating func move(playerAt row: Int, in section: Section, to destination: Section) {
        let playersInSection = players(in: section)
        guard playersInSection.indices.contains(row) else { return }
        move(player: playersInSection[row].id, to: destination)
    }

    /// Whether "Start Gather" is enabled: Team A and Team B both have at least one player.
    public var canStartGather: Bool {
        !players(in: .teamA).isEmpty && !players(in: .teamB).isEmpty
    }

    /// The players in a team, with their team, ready for
    /// ``GatherRepository/startGather(players:for:at:)``; the bench stays home.
    public var gatherPlayers: [GatherPlayer] {
        players.compactMap { player in
            sections[player.id]?.team.map { GatherPlayer(player: player, team: $0) }
        }
    }
}
