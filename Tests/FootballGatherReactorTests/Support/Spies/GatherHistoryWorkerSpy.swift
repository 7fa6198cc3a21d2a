import Foundation
@testable import FootballGatherReactor
import FootballGatherModel

/// A History Worker over gathers the test sets, in UTC+1; records calls, can fail.
@MainActor
final class GatherHistoryWorkerSpy: GatherHistoryWorkerProtocol {
    nonisolated let timeZone = TimeZone(secondsFromGMT: 3600)!
    private(set) var calls: [Int64] = []
    var gathers: [Gather] = []
    var failure: FootballGatherError?
    var probe: (() -> Void)?

    func endedGathers(for userID: Int64) async throws(FootballGatherError) -> [Gather] {
        calls.append(userID)
        probe?()
        if let failure { throw failure }
        return gathers
    }
}
