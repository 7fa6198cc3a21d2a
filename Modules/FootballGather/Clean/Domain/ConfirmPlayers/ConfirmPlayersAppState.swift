import FootballGatherModel

extension AppState {
    /// The Confirm players screen: who plays where, and the start in flight.
    public struct ConfirmPlayers: Equatable, Sendable {
        public internal(set) var lineUp: LineUp
        public internal(set) var isStarting = false
        public var errorMessage: String?

        /// Every one of `players` on the bench.
        init(players: [Player] = []) {
            lineUp = LineUp(players: players)
        }
    }
}
