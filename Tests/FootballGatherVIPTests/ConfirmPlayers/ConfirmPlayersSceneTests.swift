import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
@testable import FootballGatherVIP
import TerminalUI
import TestSupport
import Testing

/// Confirm players' Interactor with a Presenter spy over its real Worker on SQLite, its
/// Presenter with a DisplayLogic spy, and its ViewController with BusinessLogic and Router spies.
@MainActor @Suite struct ConfirmPlayersSceneTests {
    let backend: Backend
    let presenterSpy = ConfirmPlayersPresenterSpy()
    let delegate = ConfirmPlayersDelegateSpy()
    let interactor: ConfirmPlayersInteractor

    init() async throws {
        backend = try await Backend.seeded()
        let worker = ConfirmPlayersWorker(gathers: backend.repositories.gathers, now: { .kickOff })
        interactor = ConfirmPlayersInteractor(presenter: presenterSpy, worker: worker)
        interactor.userID = backend.userID
        interactor.lineUp = LineUp(players: [try backend.player("Ada"), try backend.player("Bruno"), try backend.player("Carla")])
        interactor.delegate = delegate
    }

    private func move(_ row: Int, from: LineUp.Section, to: LineUp.Section) {
        interactor.movePlayer(request: ConfirmPlayers.MovePlayer.Request(row: row, from: from, to: to))
    }

    private func start() async {
        await interactor.startGather(request: ConfirmPlayers.StartGather.Request())
    }

    @Test func everyoneStartsOnTheBench() {
        interactor.fetchLineUp(request: ConfirmPlayers.FetchLineUp.Request())

        guard case .lineUp(let lineUp) = presenterSpy.responses.last else { Issue.record("no line-up"); return }
        #expect(lineUp.players(in: .bench).map(\.name) == ["Ada", "Bruno", "Carla"])
        #expect(!lineUp.canStartGather)
    }

    @Test func movesArePresented() {
        move(0, from: .bench, to: .teamA)
        move(0, from: .bench, to: .teamB)

        guard case .lineUp(let lineUp) = presenterSpy.responses.last else { Issue.record("no line-up"); return }
        #expect(lineUp.players(in: .teamA).map(\.name) == ["Ada"])
        #expect(lineUp.players(in: .teamB).map(\.name) == ["Bruno"])
        #expect(lineUp.canStartGather)
    }

    @Test func startingNeedsBothTeams() async {
        move(0, from: .bench, to: .teamA)

        await start()

        #expect(interactor.gather == nil)
        #expect(presenterSpy.responses.count == 1)
    }

    @Test func aStartedGatherIsStoredKeptAndPresented() async throws {
        move(0, from: .bench, to: .teamA)
        move(0, from: .bench, to: .teamB)

        await start()

        let gather = try #require(interactor.gather)
        #expect(gather.players(of: .teamA).map(\.name) == ["Ada"])
        #expect(gather.createdAt == .kickOff)
        #expect(presenterSpy.responses.suffix(3) == [.loading(true), .loading(false), .started(gather)])
    }

    @Test func aFailedStartIsAnErrorAndKeepsTheLineUp() async {
        move(0, from: .bench, to: .teamA)
        move(0, from: .bench, to: .teamB)
        backend.faults.arm("gathers.start", .fail)

        await start()

        #expect(interactor.gather == nil)
        #expect(presenterSpy.responses.last == .error(.storage(.startGather)))
        #expect(interactor.lineUp.players(in: .teamA).map(\.name) == ["Ada"])
    }

    @Test func theEndOfTheGatherIsPassedOnToPlayers() {
        interactor.gatherDidEnd()

        #expect(delegate.endedGathers == 1)
    }

    @Test func thePresenterWordsTheSectionsAndTheStartButton() {
        let presenter = ConfirmPlayersPresenter()
        let display = ConfirmPlayersDisplayLogicSpy()
        presenter.viewController = display
        var lineUp = LineUp(players: [
            Player(id: 1, name: "Ada", position: .midfielder), Player(id: 4, name: "Dani"), Player(id: 5, name: "Eli", position: .defender),
        ])
        lineUp.move(playerAt: 0, in: .bench, to: .teamA)
        lineUp.move(playerAt: 1, in: .bench, to: .teamB)

        presenter.presentLineUp(response: ConfirmPlayers.FetchLineUp.Response(lineUp: lineUp))
        presenter.presentError(response: ConfirmPlayers.Failure.Response(error: .storage(.startGather)))

        #expect(display.lineUps == [ConfirmPlayers.FetchLineUp.ViewModel(
            bench: [TeamRow(playerID: 4, name: "Dani", detail: "-")],
            teamA: [TeamRow(playerID: 1, name: "Ada", detail: "MID")],
            teamB: [TeamRow(playerID: 5, name: "Eli", detail: "DEF")],
            isStartEnabled: true
        )])
        #expect(display.errors == ["Could not start the gather."])
    }

    @Test func theViewControllerSendsMovesAndStartAndRoutesAStartedGather() async {
        let businessLogic = ConfirmPlayersBusinessLogicSpy()
        let router = ConfirmPlayersRouterSpy()
        let viewController = ConfirmPlayersViewController(interactor: businessLogic, router: router)
        let stage = ScreenStage()
        await stage.show(viewController)

        await stage.send(.move(RowPath(section: 0, row: 1), toSection: 2))
        await stage.send(.move(RowPath(section: 0, row: 1), toSection: 7))
        await stage.send(.tap("startGather"))
        viewController.displayLoading(viewModel: ConfirmPlayers.Loading.ViewModel(isLoading: true))
        viewController.displayStartedGather(viewModel: ConfirmPlayers.StartGather.ViewModel())

        #expect(businessLogic.requests == [
            .fetchLineUp,
            .movePlayer(ConfirmPlayers.MovePlayer.Request(row: 1, from: .bench, to: .teamB)),
            .startGather,
        ])
        #expect(stage.screen.isLoading)
        #expect(router.gatherRoutes == 1)
    }
}
