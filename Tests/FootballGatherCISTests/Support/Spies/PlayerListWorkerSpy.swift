@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import TestSupport

/// A Players Worker that answers canned values and records every side effect asked of it.
final class PlayerListWorkerSpy: PlayerListWorkable {
    enum Call: Equatable, Sendable {
        case players(of: Int64)
        case deletePlayer(id: Int64, for: Int64)
        case showError(String)
        case showPlayerDetails(PlayerDetailsState)
        case showAddPlayer(AddPlayerState)
        case showConfirmPlayers(ConfirmPlayersState)
        case returnToPlayers
        case showHistory(GatherHistoryState)
    }

    struct Answers: Sendable {
        var players: Result<[Player], FootballGatherError> = .success(Roster.players)
        var deletePlayer: Result<Void, FootballGatherError> = .success(())
    }

    let log = CallLog<Call, Answers>(answers: Answers())
    let flows: FlowSpy

    @MainActor init(flows: FlowSpy = FlowSpy()) {
        self.flows = flows
    }

    var calls: [Call] { log.calls }

    @MainActor var delegate: (any PlayerListDelegate)? { flows }

    func players(of userID: Int64) async throws(FootballGatherError) -> [Player] {
        try log.record(.players(of: userID)) { $0.players }.get()
    }

    func deletePlayer(id: Int64, for userID: Int64) async throws(FootballGatherError) {
        try log.record(.deletePlayer(id: id, for: userID)) { $0.deletePlayer }.get()
    }

    @MainActor func showError(_ message: String) { log.record(.showError(message)) }
    @MainActor func showPlayerDetails(_ initialState: PlayerDetailsState) { log.record(.showPlayerDetails(initialState)) }
    @MainActor func showAddPlayer(_ initialState: AddPlayerState) { log.record(.showAddPlayer(initialState)) }
    @MainActor func showConfirmPlayers(_ initialState: ConfirmPlayersState) { log.record(.showConfirmPlayers(initialState)) }
    @MainActor func returnToPlayers() { log.record(.returnToPlayers) }
    @MainActor func showHistory(_ initialState: GatherHistoryState) { log.record(.showHistory(initialState)) }
}
