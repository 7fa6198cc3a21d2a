@testable import FootballGatherReactor
import FootballGatherModel
import Testing

/// Add player: reduce, `send` with a stub Worker, and the real Worker on SQLite.
@MainActor
@Suite("Add player")
struct AddPlayerTests {
    let worker = AddPlayerWorkerStub()
    let reactor: AddPlayerReactor

    init() {
        reactor = AddPlayerReactor(initialState: AddPlayerState(userID: Roster.userID), worker: worker)
    }

    private func send(_ actions: AddPlayerReactor.Action...) async {
        for action in actions { await reactor.send(action).value }
    }

    @Test func doneAppliesOnlyToANameThatIsNotBlank() {
        let fresh = AddPlayerState(userID: 1)
        #expect(!fresh.isDoneEnabled && fresh.name.isEmpty)

        #expect(AddPlayerReactor.reduce(state: fresh, mutation: .setName("Ada")).isDoneEnabled)
        #expect(!AddPlayerReactor.reduce(state: fresh, mutation: .setName("   ")).isDoneEnabled)
    }

    @Test func reduceKeepsTheNameWhenASaveFails() {
        let state = [AddPlayerReactor.Mutation.setName("Ada"), .saveStarted, .saveFinished(.failure(.storage(.addPlayer)))]
            .reduce(AddPlayerState(userID: 1)) { AddPlayerReactor.reduce(state: $0, mutation: $1) }

        #expect(state.name == "Ada" && !state.isLoading)
        #expect(state.errorMessage == "Could not add the player.")
    }

    @Test func doneWithABlankNameSavesNothing() async {
        await send(.editName("  "), .tapDone)

        #expect(worker.calls.isEmpty)
    }

    @Test func doneSavesTheNameAsTypedHandsThePlayerToTheParentAndCloses() async {
        let name = "Robert'); DROP TABLE player;--"

        await send(.editName(name), .tapDone)

        #expect(worker.calls == [.addPlayer(PlayerDraft(name: name), for: Roster.userID), .didAdd(PlayerDraft(name: name).player(id: 99))])
        #expect(reactor.state.route == .close)
    }

    @Test func aFailedSaveShowsTheErrorOnceAndKeepsTheName() async {
        worker.failure = .storage(.addPlayer)

        await send(.editName("Ada"), .tapDone, .editName("Ada L"))

        #expect(reactor.state.errorMessage == "Could not add the player.")
        #expect(reactor.state.$errorMessage.valueUpdatedCount == 1)
        #expect(reactor.state.name == "Ada L")
        #expect(worker.calls == [.addPlayer(PlayerDraft(name: "Ada"), for: Roster.userID)])
        #expect(reactor.state.route == nil)
    }

    @Test func doneWhileASaveRunsIsIgnored() async {
        let gate = Gate()
        worker.gate = gate
        await send(.editName("Ada"))
        let first = reactor.send(.tapDone)
        await gate.untilHolding()

        #expect(reactor.state.isLoading)
        await send(.tapDone)
        gate.open()
        await first.value

        #expect(worker.calls.count == 2)
    }

    @Test func theRealWorkerAddsToTheDatabase() async throws {
        let live = try await LiveContext()
        let parent = FlowSpy()
        let reactor = AddPlayerReactor(initialState: AddPlayerState(userID: live.userID), worker: AddPlayerWorker(assembly: live.context, delegate: parent))

        for action: AddPlayerReactor.Action in [.editName("Zoe"), .tapDone] { await reactor.send(action).value }

        let zoe = try await live.repositories.players.players(of: live.userID).first { $0.name == "Zoe" }
        #expect(zoe != nil)
        #expect(parent.flows == [.playerAdded(zoe!)])
    }
}
