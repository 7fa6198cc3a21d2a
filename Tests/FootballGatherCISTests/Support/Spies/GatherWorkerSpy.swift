import Foundation
@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import TestSupport

/// A Gather Worker whose clock reads full time, which ends gathers as asked (unless told
/// to fail), and records every side effect asked of it, the countdown included.
final class GatherWorkerSpy: GatherWorkable {
    enum Call: Equatable, Sendable {
        case endGather(id: Int64, score: Score, for: Int64, at: Date)
        case showError(String)
        case startCountdown(seconds: Int)
        case stopCountdown
    }

    struct Answers: Sendable {
        var endFailure: FootballGatherError?
    }

    let log = CallLog<Call, Answers>(answers: Answers())
    let flows: FlowSpy

    @MainActor init(flows: FlowSpy = FlowSpy()) {
        self.flows = flows
    }

    var calls: [Call] { log.calls }

    @MainActor var delegate: (any GatherDelegate)? { flows }

    func currentDate() -> Date { .fullTime }

    func endGather(id: Int64, score: Score, for userID: Int64, at date: Date) async throws(FootballGatherError) -> Gather {
        if let failure = log.record(.endGather(id: id, score: score, for: userID, at: date), answer: \.endFailure) {
            throw failure
        }
        return Gather(id: id, createdAt: .kickOff, endedAt: date, score: score, winner: score.winner, players: [])
    }

    @MainActor func showError(_ message: String) { log.record(.showError(message)) }
    @MainActor func startCountdown(seconds: Int) { log.record(.startCountdown(seconds: seconds)) }
    @MainActor func stopCountdown() { log.record(.stopCountdown) }
}
