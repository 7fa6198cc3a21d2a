import FootballGatherModel
import FootballGatherUI
import Foundation
import FootballGatherTestSupport
@testable import FootballGatherVIPER
import Testing

/// History's presenter (with spies) and interactor (against real SQLite).
@MainActor @Suite struct GatherHistoryTests {
    static let utc = TimeZone(identifier: "UTC")!

    private func makePresenter(_ view: GatherHistoryViewSpy, timeZone: TimeZone = utc) -> GatherHistoryPresenter {
        let presenter = GatherHistoryPresenter(interactor: GatherHistoryInteractorSpy(), router: GatherHistoryRouterStub(), timeZone: timeZone)
        presenter.view = view
        return presenter
    }

    @Test func viewDidLoadShowsLoadingAndLoads() async {
        let view = GatherHistoryViewSpy()
        let interactor = GatherHistoryInteractorSpy()
        let presenter = GatherHistoryPresenter(interactor: interactor, router: GatherHistoryRouterStub(), timeZone: Self.utc)
        presenter.view = view

        await presenter.viewDidLoad()

        #expect(view.isLoading)
        #expect(interactor.calls == [.loadGathers])
    }

    @Test func aGatherReadsItsDateScoreAndWinner() {
        let view = GatherHistoryViewSpy()
        let presenter = makePresenter(view)
        let createdAt = Date(timeIntervalSince1970: 1_741_977_000) // 2025-03-14 18:30 UTC
        let gather = Gather(id: 1, createdAt: createdAt, endedAt: .fullTime, score: Score(teamA: 2, teamB: 1), winner: .teamA, players: [])

        presenter.didLoadGathers([gather])

        #expect(view.rows == [GatherHistoryScreen.Row(gatherID: 1, title: "2025-03-14 18:30 — Team A 2 : 1 Team B", detail: "Winner: Team A")])
        #expect(!view.showsEmptyMessage)
        #expect(!view.isLoading)
    }

    @Test func theDateIsShownInTheModulesTimeZone() {
        let view = GatherHistoryViewSpy()
        let presenter = makePresenter(view, timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        let gather = Gather(id: 1, createdAt: Date(timeIntervalSince1970: 1_741_977_000), score: .zero, winner: .draw, players: [])

        presenter.didLoadGathers([gather])

        #expect(view.rows?.map(\.title) == ["2025-03-15 03:30 — Team A 0 : 0 Team B"])
        #expect(view.rows?.map(\.detail) == ["Winner: None"])
    }

    @Test func aMissingScoreAndWinnerReadAsDashes() {
        let view = GatherHistoryViewSpy()
        let presenter = makePresenter(view)

        presenter.didLoadGathers([Gather(id: 1, createdAt: Date(timeIntervalSince1970: 0), players: [])])

        #expect(view.rows?.map(\.title) == ["1970-01-01 00:00 — Team A - : - Team B"])
        #expect(view.rows?.map(\.detail) == ["Winner: -"])
    }

    @Test func theEmptyMessageShowsOnlyOnceAnEmptyHistoryHasLoaded() {
        let view = GatherHistoryViewSpy()
        let presenter = makePresenter(view)
        #expect(!view.showsEmptyMessage)

        presenter.didLoadGathers([])

        #expect(view.rows == [])
        #expect(view.showsEmptyMessage)
    }

    @Test func aFailedLoadShowsTheErrorAndNoEmptyMessage() {
        let view = GatherHistoryViewSpy()
        let presenter = makePresenter(view)

        presenter.serviceFailed(with: .storage(.loadGathers))

        #expect(view.calls == [.hideLoadingView, .handleError("Could not load the gathers.")])
    }

    @Test func theInteractorReportsEndedGathersNewestFirst() async throws {
        let backend = try await Backend.seeded()
        try await backend.repositories.seedEndedGather(score: Score(teamA: 1, teamB: 0), for: backend.coach)
        try await backend.repositories.seedEndedGather(score: Score(teamA: 0, teamB: 2), startedAt: .fullTime,
                                                      endedAt: .fullTime.addingTimeInterval(600), for: backend.coach)
        _ = try await backend.gather(teamA: ["Ada"], teamB: ["Eli"])
        let output = GatherHistoryOutputSpy()
        let sut = GatherHistoryInteractor(userID: backend.userID, repository: backend.repositories.gathers)
        sut.presenter = output

        await sut.loadGathers()

        guard case .didLoadGathers(let gathers) = try #require(output.calls.first), output.calls.count == 1 else {
            Issue.record("no gathers loaded: \(output.calls)")
            return
        }
        #expect(gathers.map(\.score) == [Score(teamA: 0, teamB: 2), Score(teamA: 1, teamB: 0)])
    }

    @Test func theInteractorReportsAFailingLoad() async throws {
        let backend = try await Backend.seeded()
        backend.faults.arm("gathers.history", .fail)
        let output = GatherHistoryOutputSpy()
        let sut = GatherHistoryInteractor(userID: backend.userID, repository: backend.repositories.gathers)
        sut.presenter = output

        await sut.loadGathers()

        #expect(output.calls == [.serviceFailed(.storage(.loadGathers))])
    }
}
