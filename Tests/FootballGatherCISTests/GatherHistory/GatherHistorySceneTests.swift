import Foundation
@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Testing

/// Feature: the history of ended gathers. One test per row of the History scenario table.
@MainActor @Suite("History scenarios")
struct GatherHistorySceneTests {
    let worker = GatherHistoryWorkerSpy()

    private func given(_ state: GatherHistoryState) -> (controller: GatherHistoryController, store: GatherHistoryStore) {
        let store = GatherHistoryStore(initialState: state, timeZone: TimeZone(secondsFromGMT: 3600)!)
        return (GatherHistoryController(interactor: GatherHistoryInteractor(store: store, worker: worker)), store)
    }

    @Test("Appear → the ended gathers load, in the repository's order (newest first)")
    func appearingLoadsTheHistory() async {
        let ended = Gather(id: 3, createdAt: .kickOff, endedAt: .fullTime, score: Score(teamA: 2, teamB: 1), winner: .teamA, players: [])
        worker.log.answer { $0.gathers = .success([ended]) }
        let scene = given(GatherHistoryState(userID: Roster.userID))

        await scene.controller.execute(.appear).value

        #expect(scene.store.viewModel == GatherHistoryModels.ViewModel(
            rows: [GatherHistoryScreen.Row(gatherID: 3, title: "2025-03-14 19:30 — Team A 2 : 1 Team B", detail: "Winner: Team A")],
            showsEmptyMessage: false,
            isLoading: false
        ))
        #expect(worker.calls == [.endedGathers(for: Roster.userID)])
    }

    @Test("Appear with no ended gathers → an empty history (the screen says so)")
    func noEndedGathersIsAnEmptyHistory() async {
        let scene = given(GatherHistoryState(userID: Roster.userID))

        await scene.controller.execute(.appear).value

        #expect(scene.store.state.gathers == [])
        #expect(scene.store.viewModel.showsEmptyMessage)
    }

    @Test("Appear when the history cannot load → \"Could not load the gathers.\", rows kept")
    func aFailedLoadKeepsTheRows() async {
        worker.log.answer { $0.gathers = .failure(.storage(.loadGathers)) }
        var shown = GatherHistoryState(userID: Roster.userID)
        shown.gathers = [Roster.gather]
        let scene = given(shown)

        await scene.controller.execute(.appear).value

        #expect(scene.store.state == shown)
        #expect(worker.calls.last == .showError("Could not load the gathers."))
    }

    @Test("Before the first load, and while loading → no empty message")
    func theEmptyMessageWaitsForALoad() {
        var loading = GatherHistoryState(userID: Roster.userID)
        #expect(!given(loading).store.viewModel.showsEmptyMessage)

        loading = GatherHistoryStore.execute(state: loading, mutation: .mutateLoadHistory(.init(result: .success([]))))
        loading = GatherHistoryStore.execute(state: loading, mutation: .loadStarted)

        #expect(given(loading).store.viewModel == GatherHistoryModels.ViewModel(rows: [], showsEmptyMessage: false, isLoading: true))
    }

    @Test("A draw → \"Winner: None\"; a gather without a score → \"-\" for the goals and the winner")
    func drawsAndMissingScoresRead() {
        var shown = GatherHistoryState(userID: Roster.userID)
        shown.gathers = [
            Gather(id: 4, createdAt: .kickOff, endedAt: .fullTime, score: Score(teamA: 1, teamB: 1), winner: .draw, players: []),
            Gather(id: 5, createdAt: .fullTime, players: []),
        ]

        #expect(given(shown).store.viewModel.rows == [
            GatherHistoryScreen.Row(gatherID: 4, title: "2025-03-14 19:30 — Team A 1 : 1 Team B", detail: "Winner: None"),
            GatherHistoryScreen.Row(gatherID: 5, title: "2025-03-14 19:40 — Team A - : - Team B", detail: "Winner: -"),
        ])
    }
}
