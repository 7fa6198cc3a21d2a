@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport
import Testing

/// The real Player edit Worker on SQLite.
@MainActor @Suite("Player edit worker") struct PlayerEditWorkerTests {
    let fixture: ReactorWorkerFixture<PlayerEditWorker>

    init() async throws {
        fixture = try await ReactorWorkerFixture { PlayerEditWorker(assembly: $0, delegate: $1) }
    }

    @Test func theReactorSavesTheEditAndTheParentGetsIt() async throws {
        let reactor = PlayerEditReactor(
            initialState: PlayerEditState(field: .age, player: try fixture.player("Dani"), userID: fixture.userID), worker: fixture.worker
        )

        for action: PlayerEditReactor.Action in [.editText("19"), .tapDone] { await reactor.send(action).value }

        let saved = try await fixture.repositories.players.players(of: fixture.userID).first { $0.name == "Dani" }
        #expect(saved?.age == 19)
        #expect(fixture.parent.flows == [.playerSaved(saved!)])
    }

    @Test func anInjectedFailureSavesNothing() async throws {
        fixture.faults.arm("players.update", .fail)
        let reactor = PlayerEditReactor(
            initialState: PlayerEditState(field: .age, player: try fixture.player("Dani"), userID: fixture.userID), worker: fixture.worker
        )

        for action: PlayerEditReactor.Action in [.editText("19"), .tapDone] { await reactor.send(action).value }

        #expect(reactor.state.errorMessage == "Could not save the player.")
        #expect(fixture.parent.flows.isEmpty)
        fixture.faults.reset()
        #expect(try await fixture.repositories.players.players(of: fixture.userID).first { $0.name == "Dani" }?.age == nil)
    }
}
