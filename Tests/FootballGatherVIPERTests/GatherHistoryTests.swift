import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIPER
import Testing

/// History's presenter (with mocks) and interactor (against real SQLite).
@MainActor @Suite struct GatherHistoryTests {
    @Test func viewDidLoadShowsLoadingAndLoads() async {
        let view = GatherHistoryViewMock()
        let interactor = GatherHistoryInteractorMock()
        let presenter = GatherHistoryPresenter(interactor: interactor, router: GatherHistoryRouterMock())
        presenter.view = view

        await presenter.viewDidLoad()

        #expect(view.isLoading)
        #expect(interactor.calls == ["loadGathers()"])
    }

    @Test func loadedGathersAreShown() {
        let view = GatherHistoryViewMock()
        let presenter = GatherHistoryPresenter(interactor: GatherHistoryInteractorMock(), router: GatherHistoryRouterMock())
        presenter.view = view
        let gather = Gather(id: 1, createdAt: .kickOff, endedAt: .fullTime, score: Score(teamA: 1), winner: .teamA, players: [])

        presenter.didLoadGathers([gather])

        #expect(view.gathers == [gather])
        #expect(!view.isLoading)
    }

    @Test func aFailedLoadShowsTheError() {
        let view = GatherHistoryViewMock()
        let presenter = GatherHistoryPresenter(interactor: GatherHistoryInteractorMock(), router: GatherHistoryRouterMock())
        presenter.view = view

        presenter.serviceFailed(with: .storage(.loadGathers))

        #expect(view.errors == ["Could not load the gathers."])
        #expect(view.gathers == nil)
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

        #expect(output.gathers?.map(\.score) == [Score(teamA: 0, teamB: 2), Score(teamA: 1, teamB: 0)])
    }

    @Test func theInteractorReportsAFailingLoad() async throws {
        let backend = try await Backend.seeded()
        backend.faults.arm("gathers.history", .fail)
        let output = GatherHistoryOutputSpy()
        let sut = GatherHistoryInteractor(userID: backend.userID, repository: backend.repositories.gathers)
        sut.presenter = output

        await sut.loadGathers()

        #expect(output.error?.message == "Could not load the gathers.")
    }
}
