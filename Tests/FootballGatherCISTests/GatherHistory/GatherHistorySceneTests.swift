@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import Testing

/// Feature: the history of ended gathers. One test per row of the History scenario table.
@MainActor
@Suite("History scenarios")
struct GatherHistorySceneTests {
    let worker = GatherHistoryWorkerMock()

    private func given(_ state: GatherHistoryState) -> (controller: GatherHistoryController, store: GatherHistoryStore) {
        let store = GatherHistoryStore(initialState: state, worker: worker)
        return (GatherHistoryController(interactor: GatherHistoryInteractor(store: store, worker: worker)), store)
    }

    @Test("Appear → the ended gathers load, in the repository's order (newest first)")
    func appearingLoadsTheHistory() async {
        let ended = Gather(id: 3, createdAt: .kickOff, endedAt: .fullTime, score: Score(teamA: 2, teamB: 1), winner: .teamA, players: [])
        worker.log.answer { $0.gathers = .success([ended]) }
        let scene = given(GatherHistoryState(userID: Roster.userID))

        await scene.controller.execute(.appear).value

        #expect(scene.store.state.viewModel == GatherHistoryModels.ViewModel(gathers: [ended]))
        #expect(worker.calls == [.endedGathers(for: Roster.userID)])
    }

    @Test("Appear with no ended gathers → an empty history (the screen says so)")
    func noEndedGathersIsAnEmptyHistory() async {
        let scene = given(GatherHistoryState(userID: Roster.userID))

        await scene.controller.execute(.appear).value

        #expect(scene.store.state.viewModel.gathers == [])
    }

    @Test("Appear when the history cannot load → \"Could not load the gathers.\", rows kept")
    func aFailedLoadKeepsTheRows() async {
        worker.log.answer { $0.gathers = .failure(.storage(.loadGathers)) }
        var shown = GatherHistoryState(userID: Roster.userID)
        shown.viewModel.gathers = [Roster.gather]
        let scene = given(shown)

        await scene.controller.execute(.appear).value

        #expect(scene.store.state == shown)
        #expect(worker.calls.last == .showError("Could not load the gathers."))
    }
}
