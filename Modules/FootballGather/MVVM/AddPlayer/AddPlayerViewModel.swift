import FootballGatherModel
import Observation

/// The Add player screen's state and intents: a name, saved as a new player with "Done".
@MainActor @Observable
final class AddPlayerViewModel {
    var name = ""
    private(set) var isSaving = false
    private(set) var errorMessage: String?

    private let userID: Int64
    private let repository: any PlayerRepository
    private let onAdded: @MainActor (Player) -> Void

    /// - Parameter onAdded: called with the new player once it is saved.
    init(userID: Int64, repository: any PlayerRepository, onAdded: @escaping @MainActor (Player) -> Void) {
        self.userID = userID
        self.repository = repository
        self.onAdded = onAdded
    }

    var canSave: Bool { draft.canSubmit }

    /// Creates the player. A failing save shows an error and keeps the name typed.
    func save() async {
        guard canSave, !isSaving else { return }
        isSaving = true
        defer { isSaving = false }
        do throws(FootballGatherError) {
            let player = try await repository.addPlayer(draft, for: userID)
            onAdded(player)
        } catch {
            errorMessage = error.message
        }
    }

    func dismissError() {
        errorMessage = nil
    }

    private var draft: PlayerDraft { PlayerDraft(name: name) }
}
