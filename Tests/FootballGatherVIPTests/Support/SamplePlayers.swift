import FootballGatherModel

/// A roster as a Worker spy answers it, for tests that never reach the database: Ada, Bruno,
/// Carla, Dani and Eli, ids 1 to 5, in the repository's (alphabetical) order.
enum SamplePlayers {
    static let roster: [Player] = ["Ada", "Bruno", "Carla", "Dani", "Eli"].enumerated().map { index, name in
        Player(id: Int64(index + 1), name: name)
    }

    static func named(_ name: String) -> Player {
        roster.first { $0.name == name } ?? Player(id: 0, name: name)
    }
}
