import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// Told when Add player has saved the new player.
@MainActor
protocol AddPlayerViewControllerDelegate: AnyObject {
    func addPlayerViewController(_ controller: AddPlayerViewController, didAdd player: Player)
}

/// Add player: a name, saved as a new player with "Done" once it is not blank.
final class AddPlayerViewController: ViewController {
    weak var delegate: (any AddPlayerViewControllerDelegate)?

    private var name = ""
    private var isSaving = false
    private var errorMessage: String?

    private let userID: Int64
    private let repository: any PlayerRepository

    init(userID: Int64, repository: any PlayerRepository) {
        self.userID = userID
        self.repository = repository
        super.init()
    }

    private var draft: PlayerDraft { PlayerDraft(name: name) }

    override var screen: Screen {
        AddPlayerScreen.make(name: name, isDoneEnabled: draft.canSubmit, isLoading: isSaving, errorMessage: errorMessage)
    }

    override func handle(_ event: Event) {
        guard let event = AddPlayerScreen.Event(event) else { return }
        switch event {
        case .edit(.name, let text):
            name = text
        case .tap(.done):
            perform { [self] in await save() }
        case .dismissError:
            errorMessage = nil
        }
    }

    /// Creates the player. A failing save shows the error and keeps the name typed.
    private func save() async {
        guard draft.canSubmit, !isSaving else { return }
        isSaving = true
        defer {
            isSaving = false
            setNeedsDisplay()
        }
        do throws(FootballGatherError) {
            let player = try await repository.addPlayer(draft, for: userID)
            delegate?.addPlayerViewController(self, didAdd: player)
        } catch {
            errorMessage = error.message
        }
    }
}
