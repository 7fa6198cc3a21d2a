import FootballGatherModel

/// History's data: the user's ended gathers, newest first, as the repository orders them.
@MainActor
final class GatherHistoryInteractor: GatherHistoryInteractorProtocol {
    private let userID: Int64
    private let repository: any GatherRepository
    weak var presenter: (any GatherHistoryPresenterServiceHandler)?

    init(userID: Int64, repository: any GatherRepository) {
        self.userID = userID
        self.repository = repository
    }

    func loadGathers() async {
        do throws(FootballGatherError) {
            let gathers = try await repository.endedGathers(for: userID)
            presenter?.didLoadGathers(gathers)
        } catch {
            presenter?.serviceFailed(with: error)
        }
    }
}
