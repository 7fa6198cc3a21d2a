import FootballGatherModel

/// Add player's business: a draft with the typed name, saved in the user's roster.
@MainActor
final class AddPlayerInteractor: AddPlayerInteractorProtocol {
    weak var presenter: (any AddPlayerPresenterServiceHandler)?
    private let userID: Int64
    private let repository: any PlayerRepository

    init(userID: Int64, repository: any PlayerRepository) {
        self.userID = userID
        self.repository = repository
    }

    func canAddPlayer(named name: String) -> Bool {
        PlayerDraft(name: name).canSubmit
    }

    func addPlayer(named name: String) async {
        do throws(FootballGatherError) {
            let player = try await repository.addPlayer(PlayerDraft(name: name), for: userID)
            presenter?.didAddPlayer(player)
        } catch {
            presenter?.serviceFailed(with: error)
        }
    }
}
