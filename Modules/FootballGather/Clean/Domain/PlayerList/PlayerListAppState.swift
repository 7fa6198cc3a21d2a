import FootballGatherModel

extension AppState {
    /// The signed-in user's roster, as Players, Player details and Player edit all show it.
    public struct PlayerList: Equatable, Sendable {
        /// Nil until the roster has loaded once.
        public internal(set) var players: [Player]?
        public internal(set) var isLoading = false
        /// Players deleted since sign-in, as they were when they went: a screen that shows
        /// one (Player details, Player edit) keeps showing them, as every screen keeps
        /// what it shows when it is deleted under it; only the roster loses them.
        var deleted: [Int64: Player] = [:]

        init() {}

        /// The roster as known so far (empty before the first load).
        public var roster: [Player] { players ?? [] }

        /// The player with `id`: from the roster, or as they were when they were deleted.
        public func player(withID id: Int64) -> Player? {
            roster.first { $0.id == id } ?? deleted[id]
        }

        /// Takes the player with `id` out of the roster, keeping them for the screens
        /// still showing them.
        mutating func remove(playerID id: Int64) {
            guard let index = players?.firstIndex(where: { $0.id == id }) else { return }
            deleted[id] = players?.remove(at: index)
        }
    }
}
