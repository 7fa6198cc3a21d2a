@testable import FootballGatherReactor
import FootballGatherModel
import Testing

/// The real Players Worker on SQLite, and the reactor over it.
@MainActor
@Suite("Players worker")
struct PlayerListWorkerTests {
    let live: LiveContext
    let parent = FlowSpy()
    let worker: PlayerListWorker

    init() async throws {
        live = try await LiveContext()
        worker = PlayerListWorker(assembly: live.context, delegate: parent)
    }

    @Test func theRosterComesSortedByName() async throws {
        #expect(try await worker.players(of: live.userID).map(\.name) == ["Ada", "Bruno", "Carla", "Dani", "Eli"])
    }

    @Test func theReactorDeletesFromTheDatabase() async throws {
        let reactor = PlayerListReactor(initialState: PlayerListState(userID: live.userID), worker: worker)

        for action: PlayerListReactor.Action in [.appear, .deleteRow(1), .answerDeletion(confirmed: true)] {
            await reactor.send(action).value
        }

        #expect(try await live.repositories.players.players(of: live.userID).map(\.name) == ["Ada", "Carla", "Dani", "Eli"])
        #expect(reactor.state.rows.map(\.name) == ["Ada", "Carla", "Dani", "Eli"])
    }

    @Test func anInjectedFailureReachesTheReactorAsItsMessage() async {
        let reactor = PlayerListReactor(initialState: PlayerListState(userID: live.userID), worker: worker)
        live.faults.arm("players.list", .fail)

        await reactor.send(.appear).value

        #expect(reactor.state.errorMessage == "Could not load the players.")
    }

    @Test func loggingOutTellsTheParent() async {
        await worker.didLogOut()

        #expect(parent.flows == [.loggedOut])
    }
}
