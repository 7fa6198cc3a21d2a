@testable import FootballGatherReactor
import FootballGatherModel
import Testing

/// The real Player edit Worker on SQLite.
@MainActor
@Suite("Player edit worker")
struct PlayerEditWorkerTests {
    let live: LiveContext
    let parent = FlowSpy()
    let worker: PlayerEditWorker

    init() async throws {
        live = try await LiveContext()
        worker = PlayerEditWorker(assembly: live.context, delegate: parent)
    }

    @Test func theReactorSavesTheEditAndTheParentGetsIt() async throws {
        let reactor = PlayerEditReactor(
            initialState: PlayerEditState(field: .age, player: live.player("Dani"), userID: live.userID), worker: worker
        )

        for action: PlayerEditReactor.Action in [.editText("19"), .tapDone] { await reactor.send(action).value }

        let saved = try await live.repositories.players.players(of: live.userID).first { $0.name == "Dani" }
        #expect(saved?.age == 19)
        #expect(parent.flows == [.playerSaved(saved!)])
    }

    @Test func anInjectedFailureSavesNothing() async throws {
        live.faults.arm("players.update", .fail)
        let reactor = PlayerEditReactor(
            initialState: PlayerEditState(field: .age, player: live.player("Dani"), userID: live.userID), worker: worker
        )

        for action: PlayerEditReactor.Action in [.editText("19"), .tapDone] { await reactor.send(action).value }

        #expect(reactor.state.errorMessage == "Could not save the player.")
        #expect(parent.flows.isEmpty)
        live.faults.reset()
        #expect(try await live.repositories.players.players(of: live.userID).first { $0.name == "Dani" }?.age == nil)
    }
}
