import Foundation
@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Testing

/// Feature: picking the teams. One test per row of the Confirm players scenario table.
@MainActor @Suite("Confirm players scenarios")
struct ConfirmPlayersSceneTests {
    let flows = FlowSpy()
    let worker: ConfirmPlayersWorkerSpy

    init() {
        worker = ConfirmPlayersWorkerSpy(flows: flows)
    }

    private func given() -> (controller: ConfirmPlayersController, store: ConfirmPlayersStore) {
        let state = ConfirmPlayersState(players: Roster.players, userID: Roster.userID)
        let store = ConfirmPlayersStore(initialState: state)
        return (ConfirmPlayersController(interactor: ConfirmPlayersInteractor(store: store, worker: worker)), store)
    }

    /// A row as the screen lists it: the name, and the position acronym.
    private func row(_ player: Player) -> ConfirmPlayersScreen.Row {
        ConfirmPlayersScreen.Row(playerID: player.id, name: player.name, detail: player.position?.acronym ?? "-")
    }

    /// Ada to Team A and Bruno to Team B; Carla stays on the bench.
    private func pickTeams(_ controller: ConfirmPlayersController) async {
        await controller.execute(.move(row: 0, section: .bench, destination: .teamA)).value
        await controller.execute(.move(row: 0, section: .bench, destination: .teamB)).value
    }

    @Test("Open Confirm players → everyone on the bench, Start Gather disabled")
    func everyoneStartsOnTheBench() {
        #expect(given().store.viewModel == ConfirmPlayersModels.ViewModel(
            bench: [
                ConfirmPlayersScreen.Row(playerID: Roster.ada.id, name: "Ada", detail: "MID"),
                ConfirmPlayersScreen.Row(playerID: Roster.bruno.id, name: "Bruno", detail: "GK"),
                ConfirmPlayersScreen.Row(playerID: Roster.carla.id, name: "Carla", detail: "ST"),
            ],
            teamA: [],
            teamB: [],
            isStartEnabled: false,
            isLoading: false
        ))
    }

    @Test("Move one player to each team → Start Gather is enabled")
    func bothTeamsEnableTheStart() async {
        let scene = given()

        await pickTeams(scene.controller)

        let model = scene.store.viewModel
        #expect(model.bench == [row(Roster.carla)])
        #expect(model.teamA == [row(Roster.ada)])
        #expect(model.teamB == [row(Roster.bruno)])
        #expect(model.isStartEnabled)
    }

    @Test("Move a player back to the bench → Start Gather is disabled again")
    func anEmptyTeamDisablesTheStart() async {
        let scene = given()
        await pickTeams(scene.controller)

        await scene.controller.execute(.move(row: 0, section: .teamB, destination: .bench)).value

        #expect(!scene.store.viewModel.isStartEnabled)
    }

    @Test("Move a row the section does not have → nothing moves")
    func aMissingRowMovesNobody() async {
        let scene = given()

        await scene.controller.execute(.move(row: 0, section: .teamA, destination: .teamB)).value

        #expect(scene.store.state == ConfirmPlayersState(players: Roster.players, userID: Roster.userID))
    }

    @Test("Start Gather → saved with both teams at the Worker's time, the bench stays home; Gather opens")
    func startingSavesTheTeamsAndOpensGather() async {
        let scene = given()
        await pickTeams(scene.controller)

        await scene.controller.execute(.tapStartGather).value

        let lineUp = [GatherPlayer(player: Roster.ada, team: .teamA), GatherPlayer(player: Roster.bruno, team: .teamB)]
        let gather = Gather(id: 7, createdAt: .kickOff, players: lineUp)
        #expect(worker.calls == [
            .startGather(players: lineUp, for: Roster.userID, at: .kickOff),
            .showGather(GatherState(gather: gather, userID: Roster.userID)),
        ])
    }

    @Test("Start Gather with an empty team → nothing is saved")
    func anIncompleteLineUpStartsNothing() async {
        let scene = given()

        await scene.controller.execute(.tapStartGather).value

        #expect(worker.calls.isEmpty)
    }

    @Test("Start Gather but the save fails → \"Could not start the gather.\", the teams stay")
    func aFailedStartKeepsTheTeams() async {
        worker.log.answer { $0.startFailure = .storage(.startGather) }
        let scene = given()
        await pickTeams(scene.controller)
        let picked = scene.store.state

        await scene.controller.execute(.tapStartGather).value

        #expect(worker.calls.last == .showError("Could not start the gather."))
        #expect(scene.store.state == picked)
    }

    @Test("Gather hands back its end → Players is told")
    func theEndOfTheGatherGoesUp() async {
        await given().controller.gatherDidEnd()

        #expect(flows.flows == [.confirmedGatherEnded])
    }

    @Test("A player without a position → \"-\" as the row's detail")
    func anUnsetPositionReadsAsADash() {
        let dani = PlayerDraft.dani.player(id: 14)
        let store = ConfirmPlayersStore(initialState: ConfirmPlayersState(players: [dani], userID: Roster.userID))

        #expect(store.viewModel.bench == [ConfirmPlayersScreen.Row(playerID: 14, name: "Dani", detail: "-")])
    }

    @Test("The pure reducer: a started gather only clears the flag; opening Gather is the Worker's")
    func theReducerHasNoSideEffects() {
        var starting = ConfirmPlayersState(players: Roster.players, userID: Roster.userID)
        starting.domainState.isStarting = true
        #expect(ConfirmPlayersStore.viewModel(of: starting).isLoading)

        let started = ConfirmPlayersStore.execute(state: starting, mutation: .mutateStartGather(.init(result: .success(Roster.gather))))

        #expect(started == ConfirmPlayersState(players: Roster.players, userID: Roster.userID))
        #expect(worker.calls.isEmpty)
    }
}
