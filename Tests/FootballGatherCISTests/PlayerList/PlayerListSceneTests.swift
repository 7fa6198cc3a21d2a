@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Testing

/// Feature: the roster. One test per row of the Players scenario table in
/// Docs/pattern-notes.md (Football Gather, CIS).
@MainActor @Suite("Players scenarios")
struct PlayerListSceneTests {
    let flows = FlowSpy()
    let worker: PlayerListWorkerSpy

    init() {
        worker = PlayerListWorkerSpy(flows: flows)
    }

    func given(_ state: PlayerListState) -> (controller: PlayerListController, store: PlayerListStore) {
        let store = PlayerListStore(initialState: state)
        return (PlayerListController(interactor: PlayerListInteractor(store: store, worker: worker), store: store), store)
    }

    /// Players with Ada, Bruno and Carla loaded, in `mode`.
    func loaded(_ mode: PlayerListModels.Mode = .list) -> PlayerListState {
        var state = PlayerListStore.execute(
            state: PlayerListState(userID: Roster.userID),
            mutation: .mutateLoadPlayers(.init(result: .success(Roster.players)))
        )
        state.domainState.mode = mode
        return state
    }

    /// A roster row as the screen lists it.
    func row(_ player: Player, detail: String, checked: Bool = false) -> PlayerListScreen.Row {
        PlayerListScreen.Row(playerID: player.id, name: player.name, detail: detail, isChecked: checked)
    }

    @Test("Appear → the roster loads, sorted as stored")
    func appearingLoadsTheRoster() async {
        let scene = given(PlayerListState(userID: Roster.userID))

        await scene.controller.execute(.appear).value

        #expect(scene.store.viewModel == PlayerListModels.ViewModel(
            title: "Players",
            mode: .list(isSelectEnabled: true),
            rows: [
                row(Roster.ada, detail: "Position: MID, Skill: Professional"),
                row(Roster.bruno, detail: "Position: GK, Skill: Amateur"),
                row(Roster.carla, detail: "Position: ST, Skill: Professional"),
            ],
            showsEmptyMessage: false,
            isLoading: false,
            alert: nil
        ))
        #expect(worker.calls == [.players(of: Roster.userID)])
    }

    @Test("Appear with no players → an empty roster (the screen says there are none)")
    func appearingWithNoPlayersLoadsAnEmptyRoster() async {
        worker.log.answer { $0.players = .success([]) }
        let scene = given(PlayerListState(userID: Roster.userID))

        await scene.controller.execute(.appear).value

        #expect(scene.store.viewModel.rows.isEmpty)
        #expect(scene.store.viewModel.showsEmptyMessage)
        #expect(scene.store.viewModel.mode == .list(isSelectEnabled: false))
    }

    @Test("Appear when the roster cannot load → \"Could not load the players.\", rows kept")
    func aFailedReloadKeepsTheRows() async {
        worker.log.answer { $0.players = .failure(.storage(.loadPlayers)) }
        let scene = given(loaded())

        await scene.controller.execute(.appear).value

        #expect(scene.store.state.domainState.roster == Roster.players)
        #expect(scene.store.viewModel.rows.count == 3)
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

    @Test("Add player hands back a new player → nothing here (Add player closes itself)")
    func anAddedPlayerChangesNothingHere() async {
        let scene = given(loaded())
        let before = scene.store.state

        await scene.controller.addPlayerDidAdd(Roster.ada)

        #expect(worker.calls.isEmpty)
        #expect(scene.store.state == before)
    }

    @Test("The gather started from here ends → back to Players in list mode")
    func anEndedGatherReturnsToTheListMode() async {
        let scene = given(loaded(.selection([Roster.ada.id, Roster.bruno.id])))

        await scene.controller.confirmPlayersDidEndGather()

        #expect(scene.store.state.domainState.mode == .list)
        #expect(scene.store.viewModel.title == "Players")
        #expect(worker.calls == [.returnToPlayers])
    }
}
