import FootballGatherModel

/// Player edit's business: Core's field rules turn the input into an edited player, which
/// the repository saves (checking the rules again).
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

    func savePlayer(text: String, selectedOptionIndex: Int?) async {
        do throws(FootballGatherError) {
            let saved = try await repository.updatePlayer(try edited(text: text, selectedOptionIndex: selectedOptionIndex), for: userID)
            presenter?.didSavePlayer(saved)
        } catch {
            presenter?.serviceFailed(with: error)
        }
    }

    /// A text field takes the text; a list field the ticked option (none clears it).
    private func edited(text: String, selectedOptionIndex: Int?) throws(FootballGatherError) -> Player {
        if field.isTextual {
            return try field.applying(text: text, to: player)
        }
        return field.applying(optionAt: selectedOptionIndex, to: player)
    }
}
