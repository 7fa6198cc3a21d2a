import Foundation
import FootballGatherCleanDomain
import FootballGatherModel
import Testing

/// A gather log that answers what the test set up and records every call.
@MainActor
final class GatherLogRepositoryMock: GatherLogRepository {
    enum Action: Equatable {
        case start([GatherPlayer], for: Int64, at: Date)
        case end(gatherID: Int64, score: Score, for: Int64, at: Date)
        case endedGathers(of: Int64)
    }

    private(set) var actions: [Action] = []
    /// Nil answers with a gather of id 1 with the line-up given.
    var startResponse: Result<Gather, FootballGatherError>?
    /// Nil answers with the gather ended as asked.
    var endResponse: Result<Gather, FootballGatherError>?
    var endedGathersResponse: Result<[Gather], FootballGatherError> = .success([])
    /// Runs inside each call, before it answers: the state while the call is in flight.
    var duringCall: (@MainActor () -> Void)?

    func start(_ lineUp: [GatherPlayer], for userID: Int64, at date: Date) async throws(FootballGatherError) -> Gather {
        record(.start(lineUp, for: userID, at: date))
        return try (startResponse ?? .success(Gather(id: 1, createdAt: date, players: lineUp))).get()
    }

    func end(gatherID: Int64, score: Score, for userID: Int64, at date: Date) async throws(FootballGatherError) -> Gather {
        record(.end(gatherID: gatherID, score: score, for: userID, at: date))
        let ended = Gather(id: gatherID, createdAt: date, endedAt: date, score: score, winner: score.winner, players: [])
        return try (endResponse ?? .success(ended)).get()
    }

    func endedGathers(of userID: Int64) async throws(FootballGatherError) -> [Gather] {
        record(.endedGathers(of: userID))
        return try endedGathersResponse.get()
    }

    func verify(_ expected: [Action], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actions == expected, sourceLocation: sourceLocation)
    }

    private func record(_ action: Action) {
        actions.append(action)
        duringCall?()
    }
}
