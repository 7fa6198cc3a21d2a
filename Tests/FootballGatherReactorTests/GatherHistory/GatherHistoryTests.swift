import Foundation
@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Testing

/// History: reduce formats the rows, `send` loads them, the real Worker reads SQLite.
@MainActor
@Suite("History")
struct GatherHistoryTests {
    let worker = GatherHistoryWorkerStub()
    let reactor: GatherHistoryReactor

    init() {
        reactor = GatherHistoryReactor(initialState: GatherHistoryState(userID: Roster.userID), worker: worker)
    }

    private func ended(_ score: Score?, id: Int64 = 3) -> Gather {
        Gather(id: id, createdAt: .kickOff, endedAt: .fullTime, score: score, winner: score?.winner, players: [])
    }

    private func reduce(_ gathers: [Gather]) -> GatherHistoryState {
        GatherHistoryReactor.reduce(
            state: GatherHistoryState(userID: 1),
            mutation: .historyLoaded(.success(gathers), timeZone: TimeZone(secondsFromGMT: 3600)!)
        )
    }

    @Test func aRowIsTheStartInTheTimeZoneTheScoreAndTheWinner() {
        #expect(reduce([ended(Score(teamA: 2, teamB: 1))]).rows == [GatherHistoryScreen.Row(
            gatherID: 3, title: "2025-03-14 19:30 — Team A 2 : 1 Team B", detail: "Winner: Team A"
        )])
    }

    @Test func aDrawHasNoWinnerAGatherWithoutAScoreShowsDashes() {
        let rows = reduce([ended(Score(teamA: 1, teamB: 1)), ended(nil, id: 4)]).rows ?? []

        #expect(rows.map(\.detail) == ["Winner: None", "Winner: -"])
        #expect(rows.last?.title == "2025-03-14 19:30 — Team A - : - Team B")
    }

    @Test func theEmptyMessageWaitsForAFinishedEmptyLoad() {
        #expect(!GatherHistoryState(userID: 1).showsEmptyMessage)
        #expect(reduce([]).showsEmptyMessage)
        #expect(!GatherHistoryReactor.reduce(state: reduce([]), mutation: .loadStarted).showsEmptyMessage)
    }

    @Test func appearingLoadsWithLoadingMeanwhile() async {
        worker.gathers = [ended(Score(teamA: 2, teamB: 1))]
        var loadingDuringCall: Bool?
        worker.probe = { [reactor] in loadingDuringCall = reactor.state.isLoading }

        await reactor.send(.appear).value

        #expect(loadingDuringCall == true)
        #expect(reactor.state.rows?.count == 1 && !reactor.state.isLoading)
        #expect(worker.calls == [Roster.userID])
    }

    @Test func aFailedLoadShowsTheErrorAndKeepsTheRows() async {
        worker.gathers = [ended(Score(teamA: 2, teamB: 1))]
        await reactor.send(.appear).value
        worker.failure = .storage(.loadGathers)

        await reactor.send(.appear).value

        #expect(reactor.state.errorMessage == "Could not load the gathers.")
        #expect(reactor.state.rows?.count == 1)
    }

    @Test func theRealWorkerReadsEndedGathersNewestFirst() async throws {
        let live = try await LiveContext()
        try await live.repositories.seedEndedGather(score: Score(teamA: 1, teamB: 0), for: live.coach)
        try await live.repositories.seedEndedGather(score: Score(teamA: 0, teamB: 3), startedAt: .fullTime, endedAt: .fullTime.addingTimeInterval(600), for: live.coach)
        let reactor = GatherHistoryReactor(initialState: GatherHistoryState(userID: live.userID), worker: GatherHistoryWorker(assembly: live.context))

        await reactor.send(.appear).value

        #expect(reactor.state.rows?.map(\.title) == [
            "2025-03-14 18:40 — Team A 0 : 3 Team B",
            "2025-03-14 18:30 — Team A 1 : 0 Team B",
        ])
    }
}
