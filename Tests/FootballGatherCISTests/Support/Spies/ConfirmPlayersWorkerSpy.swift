import Foundation
@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import TestSupport

/// A Confirm players Worker whose clock reads kick-off, which starts gathers as gather 7
/// (unless told to fail), and records every side effect asked of it.
final class ConfirmPlayersWorkerSpy: ConfirmPlayersWorkable {
    enum Call: Equatable, Sendable {
        case startGather(players: [GatherPlayer], for: Int64, at: Date)
        case showError(String)
        case showGather(GatherState)
    }

    struct Answers: Sendable {
        var startFailure: FootballGatherError?
    }

    let log = CallLog<Call, Answers>(answers: Answers())
    let flows: FlowSpy

    @MainActor init(flows: FlowSpy = FlowSpy()) {
        self.flows = flows
    }

    var calls: [Call] { log.calls }

    @MainActor var delegate: (any ConfirmPlayersDelegate)? { flows }

    func currentDate() -> Date { .kickOff }

    func startGather(players: [GatherPlayer], for userID: Int64, at date: Date) async throws(FootballGatherError) -> Gather {
        let call = Call.startGather(players: players, for: userID, at: date)
        if let failure = log.record(call, answer: \.startFailure) { throw failure }
        return Gather(id: 7, createdAt: date, players: players)
    }

    @MainActor func showError(_ message: String) { log.record(.showError(message)) }
    @MainActor func showGather(_ initialState: GatherState) { log.record(.showGather(initialState)) }
}
