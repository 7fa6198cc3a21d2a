import FootballGatherModel

extension AppState {
    /// The signed-in user's roster, as Players, Player details and Player edit all show it.
    public struct PlayerList: Equatable, Sendable {
        /// Nil until the roster has loaded once.
        public internal(set) var players: [Player]?
        public internal(set) var isLoading = false

        init() {}

        /// The roster as known so far (empty before the first load).
        public var roster: [Player] { players ?? [] }

        /// The player with `id`, if the roster has them.
        public func player(withID id: Int64) -> Player? {
            roster.first { $0.id == id }
        }
    }
}
