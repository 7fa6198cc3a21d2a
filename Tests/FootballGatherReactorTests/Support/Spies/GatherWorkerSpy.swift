import Foundation
@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport

/// A Gather Worker whose clock reads full time, which ends gathers as asked (unless told to
/// fail) and records calls; its countdown ticks only when the test says so (``tick()``).
@MainActor
final class GatherWorkerSpy: GatherWorkerProtocol {
    enum Call: Equatable {
        case endGather(id: Int64, score: Score, for: Int64, at: Date)
        case startCountdown
        case stopCountdown
        case didEndGather
    }

    private(set) var calls: [Call] = []
    var failure: FootballGatherError?
    var gate: Gate?
    private var onTick: (@MainActor () -> Void)?

    var isCounting: Bool { onTick != nil }

    nonisolated func currentDate() -> Date { .fullTime }

    func endGather(id: Int64, score: Score, for userID: Int64, at date: Date) async throws(FootballGatherError) -> Gather {
        calls.append(.endGather(id: id, score: score, for: userID, at: date))
        await gate?.pass()
        if let failure { throw failure }
        return Gather(id: id, createdAt: .kickOff, endedAt: date, score: score, winner: score.winner, players: [])
    }

    func startCountdown(_ tick: @escaping @MainActor () -> Void) {
        calls.append(.startCountdown)
        onTick = tick
    }

    func stopCountdown() {
        calls.append(.stopCountdown)
        onTick = nil
    }

    func didEndGather() async {
        calls.append(.didEndGather)
    }

    /// One second of the running countdown, `count` times.
    func tick(_ count: Int = 1) {
        for _ in 0..<count { onTick?() }
    }
}
