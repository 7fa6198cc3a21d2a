import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// The Player edit screen of one field. The text being typed, the ticked option, the save
/// in flight and its error are this view's own state, starting from the player's current
/// value; "Done" saves it through ``EditPlayerUseCase``.
public final class PlayerEditView: ViewController {
    /// What the view owns.
    struct State: Equatable {
        var text: String
        /// The ticked option (list fields only); nil when none is.
        var selectedOptionIndex: Int?
        var isSaving = false
        var errorMessage: String?
    }

    private let playerID: Int64
    private let field: PlayerField
    private let edit: any EditPlayerUseCase
    private(set) var state: State {
        didSet { setNeedsDisplay() }
    }

    public init(playerID: Int64, field: PlayerField, appState: AppState, edit: any EditPlayerUseCase) {
        self.playerID = playerID
        self.field = field
        self.edit = edit
        let player = appState.playerList.player(withID: playerID)
        state = State(
            text: player.map(field.editText(of:)) ?? "",
            selectedOptionIndex: player.flatMap(field.selectedOptionIndex(of:))
        )
        super.init()
    }

    /// A list field's options, in declaration order: what an option's index stands for.
    static func optionTitles(of field: PlayerField) -> [String] {
        switch field {
        case .preferredPosition: PlayerPosition.allCases.map(\.displayName)
        case .skill: PlayerSkill.allCases.map(\.displayName)
        case .name, .age, .favouriteTeam: []
        }
    }

    override public var screen: Screen {
        let options = Self.optionTitles(of: field).enumerated().map { index, title in
            PlayerEditScreen.Option(title: title, isChecked: index == state.selectedOptionIndex)
        }
        return PlayerEditScreen.make(
            field: field,
            content: field.isTextual ? .text(state.text) : .options(options),
            isLoading: state.isSaving,
            errorMessage: state.errorMessage
        )
    }

    override public func handle(_ event: Event) {
        guard let event = PlayerEditScreen.Event(event) else { return }
        switch event {
        case .edit(.value, let text): state.text = text
        case .select(let path): tick(path.row)
        case .tap(.done): save()
        case .dismissError: state.errorMessage = nil
        }
    }

    /// Ticks the option; ticking the ticked one again clears the value.
    private func tick(_ index: Int) {
        guard Self.optionTitles(of: field).indices.contains(index) else { return }
        state.selectedOptionIndex = state.selectedOptionIndex == index ? nil : index
    }

    private func save() {
        guard !state.isSaving else { return }
        let value: PlayerFieldValue = field.isTextual ? .text(state.text) : .option(state.selectedOptionIndex)
        state.isSaving = true
        perform { [weak self, edit, field, playerID] in
            do throws(FootballGatherError) {
                try await edit.save(value, for: field, ofPlayer: playerID)
            } catch {
                self?.state.errorMessage = error.message
            }
            self?.state.isSaving = false
        }
    }
}
