import FootballGatherModel

extension AppState {
    /// The gather in progress: the teams, the score and the countdown.
    public struct GatherInProgress: Equatable, Sendable {
        public let gatherID: Int64
        public let teamA: [Player]
        public let teamB: [Player]
        public internal(set) var score = Score.zero
        public internal(set) var timer = GatherTimer()

        /// A gather just started, score 0-0, timer stopped at the default time.
        init(_ gather: Gather) {
            gatherID = gather.id
            teamA = gather.players(of: .teamA)
            teamB = gather.players(of: .teamB)
        }
    }
}
