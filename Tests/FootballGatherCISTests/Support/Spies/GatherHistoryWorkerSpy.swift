@testable import FootballGatherCIS
import FootballGatherModel
import TestSupport

/// A History Worker that answers a canned value and records every side effect asked of it.
final class GatherHistoryWorkerSpy: GatherHistoryWorkable {
    enum Call: Equatable, Sendable {
        case endedGathers(for: Int64)
        case showError(String)
    }

    struct Answers: Sendable {
        var gathers: Result<[Gather], FootballGatherError> = .success([])
    }

    let log = CallLog<Call, Answers>(answers: Answers())

    var calls: [Call] { log.calls }

    func endedGathers(for userID: Int64) async throws(FootballGatherError) -> [Gather] {
        try log.record(.endedGathers(for: userID)) { $0.gathers }.get()
    }

    @MainActor func showError(_ message: String) { log.record(.showError(message)) }
}
