import FootballGatherCleanDomain
import FootballGatherModel
import Testing

/// A roster that answers what the test set up and records every call (nalexn's
/// `Mocked…` style): a test verifies the calls a use case made, in order.
@MainActor
final class RosterRepositoryMock: RosterRepository {
    enum Action: Equatable {
        case players(of: Int64)
        case add(PlayerDraft, for: Int64)
        case update(playerID: Int64, PlayerChange, for: Int64)
        case remove(playerID: Int64, for: Int64)
    }

    private(set) var actions: [Action] = []
    var playersResponse: Result<[Player], FootballGatherError> = .success([])
    var addResponse: Result<Player, FootballGatherError> = .failure(.storage(.addPlayer))
    /// Nil answers with the stored player, the change applied (and kept).
    var updateResponse: Result<Player, FootballGatherError>?
    /// The players as stored, which a change lands on.
    var stored = Player.roster
    var removeResponse: Result<Void, FootballGatherError> = .success(())
    /// Runs inside each call, before it answers: the state while the call is in flight.
    var duringCall: (@MainActor () -> Void)?

    func players(of userID: Int64) async throws(FootballGatherError) -> [Player] {
        record(.players(of: userID))
        return try playersResponse.get()
    }

    func add(_ draft: PlayerDraft, for userID: Int64) async throws(FootballGatherError) -> Player {
        record(.add(draft, for: userID))
        return try addResponse.get()
    }

    func update(playerID: Int64, setting change: PlayerChange, for userID: Int64) async throws(FootballGatherError) -> Player {
        record(.update(playerID: playerID, change, for: userID))
        if let updateResponse { return try updateResponse.get() }
        guard let index = stored.firstIndex(where: { $0.id == playerID }) else { throw .playerNotFound }
        stored[index] = change.applied(to: stored[index])
        return stored[index]
    }

    func remove(playerID: Int64, for userID: Int64) async throws(FootballGatherError) {
        record(.remove(playerID: playerID, for: userID))
        try removeResponse.get()
    }

    func verify(_ expected: [Action], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actions == expected, sourceLocation: sourceLocation)
    }

    private func record(_ action: Action) {
        actions.append(action)
        duringCall?()
    }
}
