import FootballGatherModel

extension AppState {
    /// The Gather screen: the teams, the score, the countdown, the time picker while it is
    /// open, and ending the gather.
    public struct GatherInProgress: Equatable, Sendable {
        public let gatherID: Int64
        public let teamA: [Player]
        public let teamB: [Player]
        public internal(set) var score = Score.zero
        public internal(set) var timer = GatherTimer()
        /// The time the picker shows, in seconds, while it is open; nil when it is closed.
        public internal(set) var pickedSeconds: Int?
        /// The "End Gather" alert is up.
        public internal(set) var isConfirmingEnd = false
        public internal(set) var isEnding = false
        public var errorMessage: String?

        /// A gather just started, score 0-0, timer stopped at the default time.
        init(_ gather: Gather) {
            gatherID = gather.id
            teamA = gather.players(of: .teamA)
            teamB = gather.players(of: .teamB)
        }

        /// The picker's rows while it is open: minutes and seconds.
        public var pickedTime: (minutes: Int, seconds: Int)? {
            pickedSeconds.map { ($0 / 60, $0 % 60) }
        }
    }
}
