import Foundation
@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport

/// A Confirm players Worker whose clock reads kick-off, which starts gather 7 with the
/// players it is given (unless told to fail) and records calls.
@MainActor
final class ConfirmPlayersWorkerSpy: ConfirmPlayersWorkerProtocol {
    enum Call: Equatable {
        case startGather(players: [GatherPlayer], for: Int64, at: Date)
        case didEndGather
    }

    private(set) var calls: [Call] = []
    var failure: FootballGatherError?
    var gate: Gate?

    nonisolated func currentDate() -> Date { .kickOff }

    func startGather(players: [GatherPlayer], for userID: Int64, at date: Date) async throws(FootballGatherError) -> Gather {
        calls.append(.startGather(players: players, for: userID, at: date))
        await gate?.pass()
        if let failure { throw failure }
        return Gather(id: 7, createdAt: date, players: players)
    }

    func didEndGather() async {
        calls.append(.didEndGather)
    }
}
