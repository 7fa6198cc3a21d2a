import Foundation
@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import Testing

/// Feature: picking the teams. One test per row of the Confirm players scenario table.
@MainActor
@Suite("Confirm players scenarios")
struct ConfirmPlayersSceneTests {
    let flows = FlowSpy()
    let worker: ConfirmPlayersWorkerMock

    init() {
        worker = ConfirmPlayersWorkerMock(flows: flows)
    }

    private func given() -> (controller: ConfirmPlayersController, store: ConfirmPlayersStore) {
        let state = ConfirmPlayersState(players: Roster.players, userID: Roster.userID)
        let store = ConfirmPlayersStore(initialState: state, worker: worker)
        return (ConfirmPlayersController(interactor: ConfirmPlayersInteractor(store: store, worker: worker), store: store), store)
    }

    /// Ada to Team A and Bruno to Team B; Carla stays on the bench.
    private func pickTeams(_ controller: ConfirmPlayersController) async {
        await controller.execute(.move(row: 0, section: .bench, destination: .teamA)).value
        await controller.execute(.move(row: 0, section: .bench, destination: .teamB)).value
    }

    @Test("Open Confirm players → everyone on the bench, Start Gather disabled")
    func everyoneStartsOnTheBench() {
        let model = given().store.state.viewModel

        #expect(model.lineUp.players(in: .bench) == Roster.players)
        #expect(!model.isStartEnabled)
    }

    @Test("Move one player to each team → Start Gather is enabled")
    func bothTeamsEnableTheStart() async {
        let scene = given()

        await pickTeams(scene.controller)

        let lineUp = scene.store.state.viewModel.lineUp
        #expect(lineUp.players(in: .teamA) == [Roster.ada])
        #expect(lineUp.players(in: .teamB) == [Roster.bruno])
        #expect(scene.store.state.viewModel.isStartEnabled)
    }

    @Test("Move a player back to the bench → Start Gather is disabled again")
    func anEmptyTeamDisablesTheStart() async {
        let scene = given()
        await pickTeams(scene.controller)

        await scene.controller.execute(.move(row: 0, section: .teamB, destination: .bench)).value

        #expect(!scene.store.state.viewModel.isStartEnabled)
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
    func theEndOfTheGatherGoesUp() {
        given().controller.gatherDidEnd()

        #expect(flows.flows == [.confirmedGatherEnded])
    }
}
