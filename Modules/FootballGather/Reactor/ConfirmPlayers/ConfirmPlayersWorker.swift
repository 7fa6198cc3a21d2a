import Foundation
import FootballGatherModel

/// Confirm players' parent (Players), told when the gather started here has ended.
protocol ConfirmPlayersDelegate: AnyObject, Sendable {
    @MainActor func confirmPlayersDidEndGather() async
}

/// The Confirm players scene's side effects: the clock, the gathers repository, and the
/// parent it passes the gather's end on to.
protocol ConfirmPlayersWorkerProtocol: AnyObject, Sendable {
    func currentDate() -> Date
    func startGather(players: [GatherPlayer], for userID: Int64, at date: Date) async throws(FootballGatherError) -> Gather
    @MainActor func didEndGather() async
}

@MainActor
final class ConfirmPlayersWorker: ConfirmPlayersWorkerProtocol {
    private weak var delegate: (any ConfirmPlayersDelegate)?
    private let repository: any GatherRepository
    private let now: @Sendable () -> Date

    init(assembly: SceneAssembly, delegate: (any ConfirmPlayersDelegate)?) {
        repository = assembly.repositories.gathers
        now = assembly.environment.now
        self.delegate = delegate
    }

    nonisolated func currentDate() -> Date {
        now()
    }

    nonisolated func startGather(
        players: [GatherPlayer],
        for userID: Int64,
        at date: Date
    ) async throws(FootballGatherError) -> Gather {
        try await repository.startGather(players: players, for: userID, at: date)
    }

    func didEndGather() async {
        await delegate?.confirmPlayersDidEndGather()
    }
}
