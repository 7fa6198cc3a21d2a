import FootballGatherModel
import FootballGatherUI
import ReactorSupport

/// Everything the Player edit scene knows: the field, the player as saved before this
/// edit, what the user has typed or ticked, and what the screen shows of it.
struct PlayerEditState: Equatable, Sendable {
    var domainState: DomainState
    /// The error alert to show once.
    @Pulse var errorMessage: String? = nil
    /// Where to go, once.
    @Pulse var route: Route? = nil

    /// Editing `field` of `player`, handed over by Player details: the text field starts
    /// with the current value, the options with the current one ticked.
    init(field: PlayerField, player: Player, userID: Int64) {
        domainState = DomainState(
            field: field,
            player: player,
            userID: userID,
            text: field.editText(of: player),
            selectedOptionIndex: field.selectedOptionIndex(of: player)
        )
    }

    enum Route: Equatable, Sendable {
        /// The edit is saved and handed back: this editor closes (itself, so a save never
        /// closes another editor opened meanwhile).
        case close
    }

    struct DomainState: Equatable, Sendable {
        let field: PlayerField
        /// The player as saved before this edit.
        let player: Player
        let userID: Int64
        var text: String
        var selectedOptionIndex: Int?
        var isSaving = false
    }

    // MARK: View state

    /// A list field's options, top to bottom: the values' display names in declaration order.
    var optionTitles: [String] {
        switch domainState.field {
        case .preferredPosition: PlayerPosition.allCases.map(\.displayName)
        case .skill: PlayerSkill.allCases.map(\.displayName)
        case .name, .age, .favouriteTeam: []
        }
    }

    /// The text field, or the options with the chosen one ticked.
    var content: PlayerEditScreen.Content {
        guard !domainState.field.isTextual else { return .text(domainState.text) }
        return .options(optionTitles.enumerated().map { index, title in
            PlayerEditScreen.Option(title: title, isChecked: index == domainState.selectedOptionIndex)
        })
    }

    var isLoading: Bool { domainState.isSaving }
}
