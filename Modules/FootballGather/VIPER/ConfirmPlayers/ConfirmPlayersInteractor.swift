import Foundation
import FootballGatherCore

/// Confirm players' business: Core's `LineUp` rules (everyone starts on the bench, a gather
/// needs both teams), and starting the gather in the repository.
@MainActor
final class ConfirmPlayersInteractor: ConfirmPlayersInteractorProtocol {
    weak var presenter: (any ConfirmPlayersPresenterServiceHandler)?
    private(set) var lineUp: LineUp
    private let userID: Int64
    private let repository: any GatherRepository
    private let now: @Sendable () -> Date

    init(players: [Player], userID: Int64, repository: any GatherRepository, now: @escaping @Sendable () -> Date) {
        lineUp = LineUp(players: players)
        self.userID = userID
        self.repository = repository
        self.now = now
    }

    var canStartGather: Bool { lineUp.canStartGather }

    func movePlayer(at row: Int, in section: LineUp.Section, to destination: LineUp.Section) {
        let players = lineUp.players(in: section)
        guard players.indices.contains(row) else { return }
        lineUp.move(player: players[row].id, to: destination)
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
