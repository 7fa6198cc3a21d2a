import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIP
import TerminalUI
import TestSupport
import Testing

/// Confirm players' Interactor with a Presenter spy and a Worker spy, its Presenter with a
/// DisplayLogic spy, and its ViewController with BusinessLogic and Router spies.
@MainActor @Suite struct ConfirmPlayersSceneTests {
    let presenterSpy = ConfirmPlayersPresenterSpy()
    let delegate = ConfirmPlayersDelegateSpy()
    let worker = ConfirmPlayersWorkerSpy()
    let interactor: ConfirmPlayersInteractor

    init() {
        interactor = ConfirmPlayersInteractor(presenter: presenterSpy, worker: worker)
        interactor.userID = 7
        interactor.lineUp = LineUp(players: Array(SamplePlayers.roster.prefix(3)))
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
        #expect(worker.starts.isEmpty)
        #expect(presenterSpy.responses.count == 1)
    }

    @Test func theTeamsAreStartedKeptForGatherAndPresented() async throws {
        move(0, from: .bench, to: .teamA)
        move(0, from: .bench, to: .teamB)

        await start()

        #expect(worker.starts == [[
            GatherPlayer(player: SamplePlayers.named("Ada"), team: .teamA),
            GatherPlayer(player: SamplePlayers.named("Bruno"), team: .teamB),
        ]])
        let gather = try #require(interactor.gather)
        #expect(gather.players(of: .teamA).map(\.name) == ["Ada"])
        #expect(presenterSpy.responses.suffix(3) == [.loading(true), .loading(false), .started(error: nil)])
    }

    @Test func aSecondStartWhileOneRunsIsIgnored() async throws {
        move(0, from: .bench, to: .teamA)
        move(0, from: .bench, to: .teamB)
        worker.holds.arm("startGather", .hold)
        let first = Task { await start() }
        try await worker.holds.waitUntilHeld()

        await start()
        worker.holds.releaseHeld()
        await first.value

        #expect(worker.starts.count == 1)
    }

    @Test func aFailedStartIsTheStartsErrorAndKeepsTheLineUp() async {
        move(0, from: .bench, to: .teamA)
        move(0, from: .bench, to: .teamB)
        worker.failure = .storage(.startGather)

        await start()

        #expect(interactor.gather == nil)
        #expect(presenterSpy.responses.last == .started(error: .storage(.startGather)))
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
        presenter.presentStartedGather(response: ConfirmPlayers.StartGather.Response(error: .storage(.startGather)))

        #expect(display.lineUps == [ConfirmPlayers.FetchLineUp.ViewModel(
            bench: [TeamRow(playerID: 4, name: "Dani", detail: "-")],
            teamA: [TeamRow(playerID: 1, name: "Ada", detail: "MID")],
            teamB: [TeamRow(playerID: 5, name: "Eli", detail: "DEF")],
            isStartEnabled: true
        )])
        #expect(display.starts == ["Could not start the gather."])
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
        viewController.displayStartedGather(viewModel: ConfirmPlayers.StartGather.ViewModel(errorMessage: nil))

        #expect(businessLogic.requests == [
            .fetchLineUp,
            .movePlayer(ConfirmPlayers.MovePlayer.Request(row: 1, from: .bench, to: .teamB)),
            .startGather,
        ])
        #expect(stage.screen.isLoading)
        #expect(router.gatherRoutes == 1)
    }
}
