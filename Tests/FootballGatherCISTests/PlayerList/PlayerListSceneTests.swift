@testable import FootballGatherCIS
import FootballGatherModel
import Testing

/// Feature: the roster. One test per row of the Players scenario table in the README.
@MainActor
@Suite("Players scenarios")
struct PlayerListSceneTests {
    let flows = FlowSpy()
    let worker: PlayerListWorkerMock

    init() {
        worker = PlayerListWorkerMock(flows: flows)
    }

    func given(_ state: PlayerListState) -> (controller: PlayerListController, store: PlayerListStore) {
        let store = PlayerListStore(initialState: state, worker: worker)
        return (PlayerListController(interactor: PlayerListInteractor(store: store, worker: worker), store: store), store)
    }

    /// Players with Ada, Bruno and Carla loaded, in `mode`.
    func loaded(_ mode: PlayerListModels.Mode = .list) -> PlayerListState {
        let store = PlayerListStore(initialState: PlayerListState(userID: Roster.userID), worker: worker)
        var state = store.execute(state: store.state, mutation: .mutateLoadPlayers(.init(result: .success(Roster.players))))
        state.domainState.mode = mode
        return store.execute(state: state, mutation: .cancelDeletion)
    }

    @Test("Appear → the roster loads, sorted as stored")
    func appearingLoadsTheRoster() async {
        let scene = given(PlayerListState(userID: Roster.userID))

        await scene.controller.execute(.appear).value

        #expect(scene.store.state.viewModel.players == Roster.players)
        #expect(!scene.store.state.viewModel.isLoading)
        #expect(worker.calls == [.players(of: Roster.userID)])
    }

    @Test("Appear with no players → an empty roster (the screen says there are none)")
    func appearingWithNoPlayersLoadsAnEmptyRoster() async {
        worker.log.answer { $0.players = .success([]) }
        let scene = given(PlayerListState(userID: Roster.userID))

        await scene.controller.execute(.appear).value

        #expect(scene.store.state.viewModel.players == [])
    }

    @Test("Appear when the roster cannot load → \"Could not load the players.\", rows kept")
    func aFailedReloadKeepsTheRows() async {
        worker.log.answer { $0.players = .failure(.storage(.loadPlayers)) }
        let scene = given(loaded())

        await scene.controller.execute(.appear).value

        #expect(scene.store.state.viewModel.players == Roster.players)
        #expect(worker.calls.last == .showError("Could not load the players."))
    }

    @Test("Select a row in list mode → Player details opens with that player")
    func selectingARowOpensTheDetails() async {
        let scene = given(loaded())

        await scene.controller.execute(.selectRow(1)).value

        #expect(worker.calls == [.showPlayerDetails(PlayerDetailsState(player: Roster.bruno, userID: Roster.userID))])
    }

    @Test("Tap Add player / History → each opens with the user's id as initial state")
    func addPlayerAndHistoryOpenWithTheUser() async {
        let scene = given(loaded())

        await scene.controller.execute(.tapAddPlayer).value
        await scene.controller.execute(.tapHistory).value

        #expect(worker.calls == [
            .showAddPlayer(AddPlayerState(userID: Roster.userID)),
            .showHistory(GatherHistoryState(userID: Roster.userID)),
        ])
    }

    @Test("Tap Logout → the parent is told")
    func logoutTellsTheParent() async {
        let scene = given(loaded())

        await scene.controller.execute(.tapLogout).value

        #expect(flows.flows == [.loggedOut])
    }

    @Test("Add player hands back a new player → Add player closes")
    func anAddedPlayerClosesAddPlayer() {
        let scene = given(loaded())

        scene.controller.addPlayerDidAdd(Roster.ada)

        #expect(worker.calls == [.closeAddPlayer])
    }

    @Test("The gather started from here ends → back to Players in list mode")
    func anEndedGatherReturnsToTheListMode() {
        let scene = given(loaded(.selection([Roster.ada.id, Roster.bruno.id])))

        scene.controller.confirmPlayersDidEndGather()

        #expect(scene.store.state.viewModel.selectedIDs == nil)
        #expect(worker.calls == [.returnToPlayers])
    }
}
