import FootballGatherModel

extension AppState {
    /// The Add player screen: the name typed so far and the save in flight.
    public struct AddPlayer: Equatable, Sendable {
        public var name = ""
        public internal(set) var isSaving = false
        public var errorMessage: String?

        init() {}

        /// The player "Done" would create.
        public var draft: PlayerDraft { PlayerDraft(name: name) }
    }
}
