import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Foundation
@testable import FootballGatherVIP
import TerminalUI
import TestSupport
import Testing

/// History's Interactor with a Presenter spy and a Worker spy, its Presenter with a
/// DisplayLogic spy (over gathers stored in SQLite, for their dates), its ViewController with
/// a BusinessLogic spy, and its Worker on SQLite.
@MainActor @Suite struct GatherHistorySceneTests {
    @MainActor final class PresenterSpy: GatherHistoryPresentationLogic {
        private(set) var responses: [GatherHistory.FetchGathers.Response] = []
        func presentGathers(response: GatherHistory.FetchGathers.Response) { responses.append(response) }
    }

    @MainActor final class DisplayLogicSpy: GatherHistoryDisplayLogic {
        private(set) var viewModels: [GatherHistory.FetchGathers.ViewModel] = []
        func displayGathers(viewModel: GatherHistory.FetchGathers.ViewModel) { viewModels.append(viewModel) }
    }

    /// Stands in for the Worker: records whose history it was asked for and answers what the
    /// test sets, so no database is involved.
    @MainActor final class WorkerSpy: GatherHistoryWorkerLogic {
        private(set) var userIDs: [Int64] = []
        var gathers: Result<[FootballGatherModel.Gather], FootballGatherError> = .success([])
        func fetchEndedGathers(of userID: Int64) async throws(FootballGatherError) -> [FootballGatherModel.Gather] {
            userIDs.append(userID)
            return try gathers.get()
        }
    }

    @MainActor final class BusinessLogicSpy: GatherHistoryBusinessLogic {
        private(set) var fetches = 0
        func fetchGathers(request: GatherHistory.FetchGathers.Request) async { fetches += 1 }
    }

    @MainActor final class RouterSpy: GatherHistoryRoutingLogic, GatherHistoryDataPassing {
        final class DataStore: GatherHistoryDataStore { var userID: Int64? }
        let dataStore: any GatherHistoryDataStore = DataStore()
    }

    let backend: Backend
    let presenterSpy = PresenterSpy()
    let worker = WorkerSpy()
    let interactor: GatherHistoryInteractor

    init() async throws {
        backend = try await Backend.seeded()
        interactor = GatherHistoryInteractor(presenter: presenterSpy, worker: worker)
        interactor.userID = backend.userID
    }

    private func fetch() async {
        await interactor.fetchGathers(request: GatherHistory.FetchGathers.Request())
    }

    @Test func aFetchAsksForTheUsersHistoryAndPresentsLoadingThenIt() async {
        let ended = FootballGatherModel.Gather(id: 2, createdAt: .kickOff, endedAt: .fullTime, score: Score(teamA: 2, teamB: 0), players: [])
        worker.gathers = .success([ended])

        await fetch()

        #expect(worker.userIDs == [backend.userID])
        #expect(presenterSpy.responses.map(\.isLoading) == [true, false])
        #expect(presenterSpy.responses.first?.gathers == nil)
        #expect(presenterSpy.responses.last?.gathers == [ended])
        #expect(presenterSpy.responses.last?.error == nil)
    }

    @Test func aFailedLoadIsPresentedWithItsError() async {
        worker.gathers = .failure(.storage(.loadGathers))

        await fetch()

        #expect(presenterSpy.responses.last?.gathers == nil)
        #expect(presenterSpy.responses.last?.isLoading == false)
        #expect(presenterSpy.responses.last?.error == .storage(.loadGathers))
    }

    @Test func aSceneNobodyHandedAUserAsksNothing() async {
        interactor.userID = nil

        await fetch()

        #expect(worker.userIDs.isEmpty)
        #expect(presenterSpy.responses.isEmpty)
    }

    @Test func thePresenterDatesEachGatherInTheGivenTimeZone() async throws {
        let presenter = GatherHistoryPresenter(timeZone: TimeZone(identifier: "Europe/Bucharest")!)
        let display = DisplayLogicSpy()
        presenter.viewController = display
        let ended = try await backend.repositories.seedEndedGather(score: Score(teamA: 2, teamB: 1), for: backend.coach)

        presenter.presentGathers(response: GatherHistory.FetchGathers.Response(gathers: [ended], isLoading: false, error: nil))

        #expect(display.viewModels.last?.rows == [GatherHistoryScreen.Row(
            gatherID: ended.id, title: "2025-03-14 20:30 — Team A 2 : 1 Team B", detail: "Winner: Team A"
        )])
    }

    @Test func aDrawReadsNone() async throws {
        let presenter = GatherHistoryPresenter(timeZone: TimeZone(identifier: "UTC")!)
        let display = DisplayLogicSpy()
        presenter.viewController = display
        let ended = try await backend.repositories.seedEndedGather(score: Score(teamA: 0, teamB: 0), for: backend.coach)

        presenter.presentGathers(response: GatherHistory.FetchGathers.Response(gathers: [ended], isLoading: false, error: nil))

        #expect(display.viewModels.last?.rows.map(\.title) == ["2025-03-14 18:30 — Team A 0 : 0 Team B"])
        #expect(display.viewModels.last?.rows.map(\.detail) == ["Winner: None"])
    }

    @Test func theEmptyMessageShowsOnlyOnceAnEmptyLoadHasAnswered() {
        let presenter = GatherHistoryPresenter(timeZone: TimeZone(identifier: "UTC")!)
        let display = DisplayLogicSpy()
        presenter.viewController = display

        presenter.presentGathers(response: GatherHistory.FetchGathers.Response(gathers: nil, isLoading: true, error: nil))
        presenter.presentGathers(response: GatherHistory.FetchGathers.Response(gathers: [], isLoading: false, error: nil))
        presenter.presentGathers(response: GatherHistory.FetchGathers.Response(gathers: nil, isLoading: false, error: .storage(.loadGathers)))

        #expect(display.viewModels.map(\.showsEmptyMessage) == [false, true, false])
        #expect(display.viewModels.map(\.isLoading) == [true, false, false])
        #expect(display.viewModels.map(\.errorMessage) == [nil, nil, "Could not load the gathers."])
    }

    @Test func theViewControllerLoadsAsItAppearsAndShowsItsViewModel() async {
        let businessLogic = BusinessLogicSpy()
        let viewController = GatherHistoryViewController(interactor: businessLogic, router: RouterSpy())
        let stage = ScreenStage()
        await stage.show(viewController)

        viewController.displayGathers(viewModel: GatherHistory.FetchGathers.ViewModel(
            rows: [], showsEmptyMessage: true, isLoading: false, errorMessage: "Could not load the gathers."
        ))

        #expect(businessLogic.fetches == 1)
        #expect(stage.screen.title == "History")
        #expect(stage.screen.emptyMessage != nil)
        #expect(stage.screen.alert?.message == "Could not load the gathers.")
    }

    @Test func theWorkerReadsOnlyTheUsersEndedGathers() async throws {
        let other = try await backend.repositories.seedPlayers([.ada, .bruno], username: "other")
        try await backend.repositories.seedEndedGather(score: Score(teamA: 1, teamB: 0), for: other)

        let worker = GatherHistoryWorker(gathers: backend.repositories.gathers)

        #expect(try await worker.fetchEndedGathers(of: backend.userID).isEmpty)
        #expect(try await worker.fetchEndedGathers(of: other.user.id).count == 1)
    }
}
