import FootballGatherModel

/// Changing one field of a player: opening the editor, ticking an option, saving.
@MainActor
public protocol EditPlayerUseCase {
    /// Opens Player edit for `field` of the player with `playerID`.
    func edit(_ field: PlayerField, ofPlayer playerID: Int64)
    /// Ticks the option at `index`; choosing the ticked one again clears the value.
    func chooseOption(at index: Int)
    /// Validates and saves the edit, then goes back to Player details. Invalid input or a
    /// failing save shows an error and keeps what the user entered.
    func save() async
}

public struct DefaultEditPlayerUseCase: EditPlayerUseCase {
    private let appState: AppState
    private let roster: any RosterRepository

    public init(appState: AppState, roster: any RosterRepository) {
        self.appState = appState
        self.roster = roster
    }

    public func edit(_ field: PlayerField, ofPlayer playerID: Int64) {
        guard let player = appState.playerList.roster.first(where: { $0.id == playerID }) else { return }
        appState.playerEdit = AppState.PlayerEdit(field: field, player: player)
        appState.routing.push(.playerEdit(field))
    }

    public func chooseOption(at index: Int) {
        guard let edit = appState.playerEdit, edit.field.options.indices.contains(index) else { return }
        appState.playerEdit?.selectedOptionIndex = edit.selectedOptionIndex == index ? nil : index
    }

    public func save() async {
        guard let userID = appState.session?.id, let edit = appState.playerEdit, !edit.isSaving else { return }
        appState.playerEdit?.isSaving = true
        defer { appState.playerEdit?.isSaving = false }
        do throws(FootballGatherError) {
            let saved = try await roster.update(edit.edited, for: userID)
            replace(saved)
            appState.routing.pop()
        } catch {
            appState.playerEdit?.errorMessage = error.message
        }
    }

    /// The one copy of the player that Players and Player details both show.
    private func replace(_ player: Player) {
        guard let index = appState.playerList.roster.firstIndex(where: { $0.id == player.id }) else { return }
        appState.playerList.players?[index] = player
    }
}
