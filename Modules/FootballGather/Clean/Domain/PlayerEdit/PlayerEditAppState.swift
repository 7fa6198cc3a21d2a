import FootballGatherModel

extension AppState {
    /// The Player edit screen: one field of one player, as typed or ticked so far.
    public struct PlayerEdit: Equatable, Sendable {
        public let field: PlayerField
        /// The player as they were when editing began.
        public let player: Player
        /// The text field's value (text fields only).
        public var text: String
        /// The ticked option (list fields only); nil when none is.
        public internal(set) var selectedOptionIndex: Int?
        public internal(set) var isSaving = false
        public var errorMessage: String?

        /// `field` of `player`, starting from its current value.
        init(field: PlayerField, player: Player) {
            self.field = field
            self.player = player
            self.text = field.editText(of: player)
            self.selectedOptionIndex = field.selectedOptionIndex(of: player)
        }

        /// The player with the edit applied, validated by Core's rules.
        var edited: Player {
            get throws(FootballGatherError) {
                field.isTextual
                    ? try field.applying(text: text, to: player)
                    : field.applying(optionAt: selectedOptionIndex, to: player)
            }
        }
    }
}
