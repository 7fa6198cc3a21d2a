@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport
import Testing

/// The real Players Worker on SQLite, and the reactor over it.
@MainActor @Suite("Players worker") struct PlayerListWorkerTests {
    let fixture: ReactorWorkerFixture<PlayerListWorker>

    init() async throws {
        fixture = try await ReactorWorkerFixture { PlayerListWorker(assembly: $0, delegate: $1) }
    }

    @Test func theRosterComesSortedByName() async throws {
        #expect(try await fixture.worker.players(of: fixture.userID).map(\.name) == ["Ada", "Bruno", "Carla", "Dani", "Eli"])
    }

    @Test func theReactorDeletesFromTheDatabase() async throws {
        let reactor = PlayerListReactor(initialState: PlayerListState(userID: fixture.userID), worker: fixture.worker)

        for action: PlayerListReactor.Action in [.appear, .deleteRow(1), .answerDeletion(confirmed: true)] {
            await reactor.send(action).value
        }

        #expect(try await fixture.repositories.players.players(of: fixture.userID).map(\.name) == ["Ada", "Carla", "Dani", "Eli"])
        #expect(reactor.state.rows.map(\.name) == ["Ada", "Carla", "Dani", "Eli"])
    }

    @Test func anInjectedFailureReachesTheReactorAsItsMessage() async {
        let reactor = PlayerListReactor(initialState: PlayerListState(userID: fixture.userID), worker: fixture.worker)
        fixture.faults.arm("players.list", .fail)

        await reactor.send(.appear).value

        #expect(reactor.state.errorMessage == "Could not load the players.")
    }

    @Test func loggingOutTellsTheParent() async {
        await fixture.worker.didLogOut()

        #expect(fixture.parent.flows == [.loggedOut])
    }
}
