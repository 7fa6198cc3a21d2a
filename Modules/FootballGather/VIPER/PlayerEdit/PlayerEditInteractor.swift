import FootballGatherModel

/// Player edit's business: the Model's field rules turn the input into a change of this one
/// field, which the repository saves on the player as stored (checking the rules again).
@MainActor
final class PlayerEditInteractor: PlayerEditInteractorProtocol {
    weak var presenter: (any PlayerEditPresenterServiceHandler)?
    let field: PlayerField
    let player: Player
    private let userID: Int64
    private let repository: any PlayerRepository

    init(field: PlayerField, player: Player, userID: Int64, repository: any PlayerRepository) {
        self.field = field
        self.player = player
        self.userID = userID
        self.repository = repository
    }

    /// Saves this field only, so the player's other fields keep what is stored when the
    /// save runs (another editor's save may have landed since this one opened).
    func savePlayer(text: String, selectedOptionIndex: Int?) async {
        do throws(FootballGatherError) {
            let change = try field.change(text: text, optionAt: selectedOptionIndex)
            let saved = try await repository.updatePlayer(id: player.id, setting: change, for: userID)
            presenter?.didSavePlayer(saved)
        } catch {
            presenter?.serviceFailed(with: error)
        }
    }
}
