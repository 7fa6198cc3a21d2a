import FootballGatherModel

extension AppState {
    /// The user's ended gathers, newest first.
    public struct GatherHistory: Equatable, Sendable {
        /// Nil until the history has loaded once.
        public internal(set) var gathers: [Gather]?
        public internal(set) var isLoading = false

        init() {}
    }
}
