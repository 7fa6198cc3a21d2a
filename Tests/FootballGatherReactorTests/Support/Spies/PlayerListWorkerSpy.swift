@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport

/// A Players Worker over a roster the test sets; records every call, can fail, can hold.
@MainActor
final class PlayerListWorkerSpy: PlayerListWorkerProtocol {
    enum Call: Equatable {
        case players(of: Int64)
        case deletePlayer(id: Int64, for: Int64)
        case didLogOut
    }

    private(set) var calls: [Call] = []
    var roster: [Player]
    var listFailure: FootballGatherError?
    var deleteFailure: FootballGatherError?
    var gate: Gate?
    var probe: (() -> Void)?

    init(roster: [Player] = Roster.players) {
        self.roster = roster
    }

    func players(of userID: Int64) async throws(FootballGatherError) -> [Player] {
        calls.append(.players(of: userID))
        probe?()
        await gate?.pass()
        if let listFailure { throw listFailure }
        return roster
    }

    func deletePlayer(id: Int64, for userID: Int64) async throws(FootballGatherError) {
        calls.append(.deletePlayer(id: id, for: userID))
        probe?()
        await gate?.pass()
        if let deleteFailure { throw deleteFailure }
        roster.removeAll { $0.id == id }
    }

    func didLogOut() async {
        calls.append(.didLogOut)
    }
}
