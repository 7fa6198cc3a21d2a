import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Foundation
@testable import FootballGatherVIP
import TerminalUI
import TestSupport
import Testing

/// History's Interactor with a Presenter spy over its real Worker on SQLite, its Presenter
/// with a DisplayLogic spy, and its ViewController with a BusinessLogic spy.
@MainActor @Suite struct GatherHistorySceneTests {
    @MainActor final class PresenterSpy: GatherHistoryPresentationLogic {
        private(set) var responses: [GatherHistory.FetchGathers.Response] = []
        private(set) var errors: [FootballGatherError] = []
        func presentGathers(response: GatherHistory.FetchGathers.Response) { responses.append(response) }
        func presentError(response: GatherHistory.Failure.Response) { errors.append(response.error) }
    }

    @MainActor final class DisplayLogicSpy: GatherHistoryDisplayLogic {
        private(set) var viewModels: [GatherHistory.FetchGathers.ViewModel] = []
        private(set) var errors: [String] = []
        func displayGathers(viewModel: GatherHistory.FetchGathers.ViewModel) { viewModels.append(viewModel) }
        func displayError(viewModel: GatherHistory.Failure.ViewModel) { errors.append(viewModel.message) }
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
    let interactor: GatherHistoryInteractor

    init() async throws {
        backend = try await Backend.seeded()
        interactor = GatherHistoryInteractor(presenter: presenterSpy, worker: GatherHistoryWorker(gathers: backend.repositories.gathers))
        interactor.userID = backend.userID
    }

    private func fetch() async {
        await interactor.fetchGathers(request: GatherHistory.FetchGathers.Request())
    }

    @Test func aFetchPresentsLoadingThenTheEndedGathersNewestFirst() async throws {
        try await backend.repositories.seedEndedGather(score: Score(teamA: 1, teamB: 1), for: backend.coach)
        try await backend.repositories.seedEndedGather(score: Score(teamA: 2, teamB: 0), startedAt: .fullTime, for: backend.coach)
        _ = try await backend.gather(teamA: ["Ada"], teamB: ["Bruno"])

        await fetch()

        #expect(presenterSpy.responses.map(\.isLoading) == [true, false])
        #expect(presenterSpy.responses.first?.gathers == nil)
        #expect(presenterSpy.responses.last?.gathers?.map(\.score) == [Score(teamA: 2, teamB: 0), Score(teamA: 1, teamB: 1)])
    }

    @Test func aFailedLoadIsAnError() async {
        backend.faults.arm("gathers.history", .fail)

        await fetch()

        #expect(presenterSpy.responses.last?.gathers == nil)
        #expect(presenterSpy.responses.last?.isLoading == false)
        #expect(presenterSpy.errors == [.storage(.loadGathers)])
    }

    @Test func thePresenterDatesEachGatherInTheGivenTimeZone() async throws {
        let presenter = GatherHistoryPresenter(timeZone: TimeZone(identifier: "Europe/Bucharest")!)
        let display = DisplayLogicSpy()
        presenter.viewController = display
        let ended = try await backend.repositories.seedEndedGather(score: Score(teamA: 2, teamB: 1), for: backend.coach)

        presenter.presentGathers(response: GatherHistory.FetchGathers.Response(gathers: [ended], isLoading: false))

        #expect(display.viewModels.last?.rows == [GatherHistoryScreen.Row(
            gatherID: ended.id, title: "2025-03-14 20:30 — Team A 2 : 1 Team B", detail: "Winner: Team A"
        )])
    }

    @Test func aDrawReadsNone() async throws {
        let presenter = GatherHistoryPresenter(timeZone: TimeZone(identifier: "UTC")!)
        let display = DisplayLogicSpy()
        presenter.viewController = display
        let ended = try await backend.repositories.seedEndedGather(score: Score(teamA: 0, teamB: 0), for: backend.coach)

        presenter.presentGathers(response: GatherHistory.FetchGathers.Response(gathers: [ended], isLoading: false))

        #expect(display.viewModels.last?.rows.map(\.title) == ["2025-03-14 18:30 — Team A 0 : 0 Team B"])
        #expect(display.viewModels.last?.rows.map(\.detail) == ["Winner: None"])
    }

    @Test func theEmptyMessageShowsOnlyOnceAnEmptyLoadHasAnswered() {
        let presenter = GatherHistoryPresenter(timeZone: TimeZone(identifier: "UTC")!)
        let display = DisplayLogicSpy()
        presenter.viewController = display

        presenter.presentGathers(response: GatherHistory.FetchGathers.Response(gathers: nil, isLoading: true))
        presenter.presentGathers(response: GatherHistory.FetchGathers.Response(gathers: [], isLoading: false))
        presenter.presentError(response: GatherHistory.Failure.Response(error: .storage(.loadGathers)))

        #expect(display.viewModels.map(\.showsEmptyMessage) == [false, true])
        #expect(display.viewModels.map(\.isLoading) == [true, false])
        #expect(display.errors == ["Could not load the gathers."])
    }

    @Test func theViewControllerLoadsAsItAppearsAndShowsItsViewModel() async {
        let businessLogic = BusinessLogicSpy()
        let viewController = GatherHistoryViewController(interactor: businessLogic, router: RouterSpy())
        let stage = ScreenStage()
        await stage.show(viewController)

        viewController.displayGathers(viewModel: GatherHistory.FetchGathers.ViewModel(rows: [], showsEmptyMessage: true, isLoading: false))
        viewController.displayError(viewModel: GatherHistory.Failure.ViewModel(message: "Could not load the gathers."))

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
