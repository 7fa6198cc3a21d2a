import FootballGatherModel
import FootballGatherUI
import Observation

/// The Player edit screen's state and intents: one field of a player, as text or as a
/// choice of options, saved with "Done"; and the options as the screen lists them.
@MainActor @Observable
final class PlayerEditViewModel {
    let field: PlayerField
    /// The text field's value (text fields only).
    var text: String
    /// The ticked option (list fields only); nil when none is.
    private(set) var selectedOptionIndex: Int?
    private(set) var isSaving = false
    private(set) var errorMessage: String?

    private let playerID: Int64
    private let userID: Int64
    private let repository: any PlayerRepository
    private let onSaved: @MainActor (Player) -> Void

    /// - Parameter onSaved: called with the player as stored, once the edit is saved.
    init(
        field: PlayerField,
        player: Player,
        userID: Int64,
        repository: any PlayerRepository,
        onSaved: @escaping @MainActor (Player) -> Void
    ) {
        self.field = field
        self.playerID = player.id
        self.text = field.editText(of: player)
        self.selectedOptionIndex = field.selectedOptionIndex(of: player)
        self.userID = userID
        self.repository = repository
        self.onSaved = onSaved
    }

    /// What the screen edits with: the text field's text, or the options with the ticked one.
    var content: PlayerEditScreen.Content {
        guard !field.isTextual else { return .text(text) }
        return .options(optionTitles.enumerated().map { index, title in
            PlayerEditScreen.Option(title: title, isChecked: index == selectedOptionIndex)
        })
    }

    /// The names of a list field's choices, in the order ``PlayerField/applying(optionAt:to:)``
    /// counts them; none for a text field.
    var optionTitles: [String] {
        switch field {
        case .preferredPosition: PlayerPosition.allCases.map(\.displayName)
        case .skill: PlayerSkill.allCases.map(\.displayName)
        case .name, .age, .favouriteTeam: []
        }
    }

    /// Ticks the option at `index`; choosing the ticked one again clears the value.
    func selectOption(at index: Int) {
        guard optionTitles.indices.contains(index) else { return }
        selectedOptionIndex = selectedOptionIndex == index ? nil : index
    }

    /// Validates and saves the edit: this field only, so the player's other fields keep
    /// what is stored when the save runs (another editor's save may have landed since this
    /// one opened). Invalid input or a failing save shows an error and keeps what the user
    /// entered.
    func save() async {
        guard !isSaving else { return }
        isSaving = true
        defer { isSaving = false }
        do throws(FootballGatherError) {
            let change = try field.change(text: text, optionAt: selectedOptionIndex)
            let saved = try await repository.updatePlayer(id: playerID, setting: change, for: userID)
            onSaved(saved)
        } catch {
            errorMessage = error.message
        }
    }

    func dismissError() {
        errorMessage = nil
    }
}
