import Foundation
import FootballGatherModel

/// Confirm players' business: the Model's `LineUp` rules (everyone starts on the bench, a gather
/// needs both teams), and starting the gather in the repository.
@MainActor
final class ConfirmPlayersInteractor: ConfirmPlayersInteractorProtocol {
    weak var presenter: (any ConfirmPlayersPresenterServiceHandler)?
    private(set) var lineUp: LineUp
    private let userID: Int64
    private let repository: any GatherRepository
    private let now: @Sendable () -> Date

    init(lineUp: LineUp, userID: Int64, repository: any GatherRepository, now: @escaping @Sendable () -> Date) {
        self.lineUp = lineUp
        self.userID = userID
        self.repository = repository
        self.now = now
    }

    func movePlayer(at row: Int, in section: LineUp.Section, to destination: LineUp.Section) {
        lineUp.move(playerAt: row, in: section, to: destination)
    }

    func startGather() async {
        do throws(FootballGatherError) {
            let gather = try await repository.startGather(players: lineUp.gatherPlayers, for: userID, at: now())
            presenter?.didStartGather(gather)
        } catch {
            presenter?.serviceFailed(with: error)
        }
    }
}
