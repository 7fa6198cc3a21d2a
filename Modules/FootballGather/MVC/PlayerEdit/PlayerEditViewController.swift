import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// Told when Player edit has saved the player.
@MainActor
protocol PlayerEditViewControllerDelegate: AnyObject {
    func playerEditViewController(_ controller: PlayerEditViewController, didSave player: Player)
}

/// Player edit: one field of a player, as a text field (Name, Age, Favourite team) or as
/// a list with the current option ticked (Preferred position, Skill); "Done" validates and
/// saves it.
final class PlayerEditViewController: ViewController {
    weak var delegate: (any PlayerEditViewControllerDelegate)?

    private let field: PlayerField
    /// The text field's value (text fields only).
    private var text: String
    /// The ticked option (list fields only); nil when none is.
    private var selectedOptionIndex: Int?
    private var isSaving = false
    private var errorMessage: String?

    private let playerID: Int64
    private let userID: Int64
    private let repository: any PlayerRepository

    init(field: PlayerField, player: Player, userID: Int64, repository: any PlayerRepository) {
        self.field = field
        self.playerID = player.id
        self.text = field.editText(of: player)
        self.selectedOptionIndex = field.selectedOptionIndex(of: player)
        self.userID = userID
        self.repository = repository
        super.init()
    }

    override var screen: Screen {
        PlayerEditScreen.make(field: field, content: content, isLoading: isSaving, errorMessage: errorMessage)
    }

    private var content: PlayerEditScreen.Content {
        guard !field.isTextual else { return .text(text) }
        return .options(optionTitles.enumerated().map { index, title in
            PlayerEditScreen.Option(title: title, isChecked: index == selectedOptionIndex)
        })
    }

    /// A list field's choices, in the order ``PlayerField/applying(optionAt:to:)`` counts them.
    private var optionTitles: [String] {
        switch field {
        case .preferredPosition: PlayerPosition.allCases.map(\.displayName)
        case .skill: PlayerSkill.allCases.map(\.displayName)
        case .name, .age, .favouriteTeam: []
        }
    }

    override func handle(_ event: Event) {
        guard let event = PlayerEditScreen.Event(event) else { return }
        switch event {
        case .edit(.value, let text):
            self.text = text
        case .select(let path):
            selectOption(at: path.row)
        case .tap(.done):
            perform { [self] in await save() }
        case .dismissError:
            errorMessage = nil
        }
    }

    /// Ticks the option at `index`; choosing the ticked one again clears the value.
    private func selectOption(at index: Int) {
        guard optionTitles.indices.contains(index) else { return }
        selectedOptionIndex = selectedOptionIndex == index ? nil : index
    }

    /// Saves this field only, so the player's other fields keep what is stored when the save
    /// runs (another editor's save may have landed since this one opened). Invalid input or
    /// a failing save shows the error and keeps what the user entered.
    private func save() async {
        guard !isSaving else { return }
        isSaving = true
        defer {
            isSaving = false
            setNeedsDisplay()
        }
        // Held strongly from "Done" on: a confirmed save reaches the screen that opened the
        // editor (and the list behind it) even if the user has left both meanwhile.
        let delegate = delegate
        do throws(FootballGatherError) {
            let change = try field.change(text: text, optionAt: selectedOptionIndex)
            let saved = try await repository.updatePlayer(id: playerID, setting: change, for: userID)
            delegate?.playerEditViewController(self, didSave: saved)
        } catch {
            errorMessage = error.message
        }
    }
}
