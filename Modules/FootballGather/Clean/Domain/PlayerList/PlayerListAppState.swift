import FootballGatherModel

extension AppState {
    /// The Players screen: the roster, whether players are being picked for a gather, and
    /// the deletion waiting for an answer.
    public struct PlayerList: Equatable, Sendable {
        /// Nil until the roster has loaded once.
        public internal(set) var players: [Player]?
        /// Nil in list mode (rows open Player details and can be deleted); while players are
        /// picked for a gather, the ids ticked so far.
        public internal(set) var selection: Set<Int64>?
        public internal(set) var isLoading = false
        public var errorMessage: String?
        /// The player the "Delete player" alert asks about.
        public internal(set) var pendingDeletion: Player?

        init() {}

        /// The roster as known so far (empty before the first load).
        public var roster: [Player] { players ?? [] }

        /// The ticked players, in roster order.
        public var selectedPlayers: [Player] {
            guard let selection else { return [] }
            return roster.filter { selection.contains($0.id) }
        }

        /// Whether "Confirm players" is enabled.
        public var canConfirmSelection: Bool {
            LineUp.canConfirm(selectedCount: selectedPlayers.count)
        }

        /// The player shown on the row at `index`, if there is one.
        func player(at index: Int) -> Player? {
            roster.indices.contains(index) ? roster[index] : nil
        }
    }
}
