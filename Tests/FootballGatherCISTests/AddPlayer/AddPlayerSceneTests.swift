@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import Testing

/// Feature: adding a player. One test per row of the Add player scenario table.
@MainActor @Suite("Add player scenarios")
struct AddPlayerSceneTests {
    let flows = FlowSpy()
    let worker: AddPlayerWorkerSpy

    init() {
        worker = AddPlayerWorkerSpy(flows: flows)
    }

    private func given(_ state: AddPlayerState = AddPlayerState(userID: Roster.userID)) -> (controller: AddPlayerController, store: AddPlayerStore) {
        let store = AddPlayerStore(initialState: state)
        return (AddPlayerController(interactor: AddPlayerInteractor(store: store, worker: worker), store: store), store)
    }

    @Test("Open Add player → no name, Done disabled")
    func startsBlank() {
        #expect(given().store.viewModel == AddPlayerModels.ViewModel(name: "", isDoneEnabled: false, isLoading: false))
    }

    @Test("Type a name → Done is enabled; only spaces → it is not")
    func doneNeedsANonBlankName() async {
        let scene = given()

        await scene.controller.execute(.editName("Ada")).value
        #expect(scene.store.viewModel.isDoneEnabled)

        await scene.controller.execute(.editName("   ")).value
        #expect(!scene.store.viewModel.isDoneEnabled)
    }

    @Test("Done with a blank name → nothing is saved")
    func aBlankNameIsNotSaved() async {
        let scene = given()
        await scene.controller.execute(.editName("  ")).value

        await scene.controller.execute(.tapDone).value

        #expect(worker.calls.isEmpty)
    }

    @Test("Done with a name → the player is created, Players is handed it, Add player closes")
    func doneCreatesThePlayer() async {
        let scene = given()
        await scene.controller.execute(.editName("Robert'); DROP TABLE player;--")).value

        await scene.controller.execute(.tapDone).value

        let draft = PlayerDraft(name: "Robert'); DROP TABLE player;--")
        #expect(worker.calls == [.addPlayer(draft, for: Roster.userID), .closeAddPlayer])
        #expect(flows.flows == [.playerAdded(draft.player(id: 99))])
    }

    @Test("Done but the save fails → \"Could not add the player.\", the name stays")
    func aFailedSaveKeepsTheName() async {
        worker.log.answer { $0.addFailure = .storage(.addPlayer) }
        let scene = given()
        await scene.controller.execute(.editName("Ada")).value

        await scene.controller.execute(.tapDone).value

        #expect(worker.calls.last == .showError("Could not add the player."))
        #expect(scene.store.viewModel == AddPlayerModels.ViewModel(name: "Ada", isDoneEnabled: true, isLoading: false))
        #expect(flows.flows.isEmpty)
    }

    @Test("Done while a save runs → ignored")
    func doneWhileSavingIsIgnored() async {
        var saving = AddPlayerState(userID: Roster.userID)
        saving.domainState = AddPlayerState.DomainState(userID: Roster.userID, draft: PlayerDraft(name: "Ada"), isSaving: true)
        let scene = given(saving)

        await scene.controller.execute(.tapDone).value

        #expect(worker.calls.isEmpty)
    }

    @Test("A save in flight → the screen shows loading")
    func aSaveInFlightShowsLoading() {
        var saving = AddPlayerState(userID: Roster.userID)
        saving.domainState.isSaving = true

        #expect(given(saving).store.viewModel.isLoading)
    }

    @Test("The pure reducer: a finished save only clears the flag, whatever its outcome")
    func theReducerHasNoSideEffects() {
        var saving = AddPlayerState(userID: Roster.userID)
        saving.domainState.isSaving = true

        let saved = AddPlayerStore.execute(state: saving, mutation: .mutateSave(.init(result: .success(Roster.ada))))

        #expect(saved == AddPlayerState(userID: Roster.userID))
        #expect(worker.calls.isEmpty)
        #expect(flows.flows.isEmpty)
    }
}
