import FootballGatherModel

extension AppState {
    /// The line-up being put together on Confirm players: who plays where.
    public struct ConfirmPlayers: Equatable, Sendable {
        public internal(set) var lineUp: LineUp

        /// Every one of `players` on the bench.
        init(players: [Player] = []) {
            lineUp = LineUp(players: players)
        }
    }
}
