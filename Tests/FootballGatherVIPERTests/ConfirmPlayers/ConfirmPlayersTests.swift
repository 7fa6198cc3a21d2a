import FootballGatherModel
import FootballGatherUI
import FootballGatherTestSupport
@testable import FootballGatherVIPER
import Testing

/// Confirm players' presenter (with mocks) and interactor (against real SQLite).
@MainActor @Suite struct ConfirmPlayersTests {
    static let players = [Player(id: 1, name: "Ada"), Player(id: 2, name: "Bea"), Player(id: 3, name: "Cy")]

    let view = ConfirmPlayersViewMock()
    let interactor = ConfirmPlayersInteractorMock(players: players)
    let router = ConfirmPlayersRouterMock()
    let flow = GatherEndSpy()
    let presenter: ConfirmPlayersPresenter

    init() {
        presenter = ConfirmPlayersPresenter(interactor: interactor, router: router, delegate: flow)
        presenter.view = view
    }

    @Test func everyoneStartsOnTheBenchAndTheGatherCannotStart() {
        presenter.viewDidLoad()

        #expect(view.names == [["Ada", "Bea", "Cy"], [], []])
        #expect(view.isStartEnabled == false)
    }

    @Test func startIsEnabledOnceBothTeamsHaveSomeone() {
        presenter.didMovePlayer(at: 0, from: .bench, to: .teamA)
        #expect(view.isStartEnabled == false)

        presenter.didMovePlayer(at: 0, from: .bench, to: .teamB)

        #expect(view.names == [["Cy"], ["Ada"], ["Bea"]])
        #expect(view.isStartEnabled == true)
    }

    @Test func aPlayerCanMoveBackToTheBench() {
        presenter.didMovePlayer(at: 0, from: .bench, to: .teamA)

        presenter.didMovePlayer(at: 0, from: .teamA, to: .bench)

        #expect(view.names == [["Ada", "Bea", "Cy"], [], []])
    }

    @Test func aRowReadsThePositionAcronymOrADash() {
        let presenter = ConfirmPlayersPresenter(
            interactor: ConfirmPlayersInteractorMock(players: [Player(id: 1, name: "Ada", position: .defender), Player(id: 2, name: "Bea")]),
            router: router, delegate: flow
        )
        presenter.view = view

        presenter.viewDidLoad()

        #expect(view.sections?.bench == [
            ConfirmPlayersScreen.Row(playerID: 1, name: "Ada", detail: "DEF"),
            ConfirmPlayersScreen.Row(playerID: 2, name: "Bea", detail: "-"),
        ])
    }

    @Test func startBeforeBothTeamsHaveSomeoneDoesNothing() async {
        await presenter.didTapStartGather()

        #expect(interactor.calls.isEmpty)
    }

    @Test func startShowsLoadingAndStartsTheGatherOnce() async {
        presenter.didMovePlayer(at: 0, from: .bench, to: .teamA)
        presenter.didMovePlayer(at: 0, from: .bench, to: .teamB)

        await presenter.didTapStartGather()
        await presenter.didTapStartGather()

        #expect(view.isLoading)
        #expect(interactor.calls == ["startGather()"])
    }

    @Test func aStartedGatherOpensWithThePresenterAsDelegate() {
        let gather = Gather(id: 5, createdAt: .kickOff, players: [])

        presenter.didStartGather(gather)

        #expect(!view.isLoading)
        #expect(router.shownGathers == [gather])
        #expect(router.gatherDelegate === presenter)
    }

    @Test func aFailureShowsTheErrorAndKeepsTheLineUp() {
        presenter.didMovePlayer(at: 0, from: .bench, to: .teamA)

        presenter.serviceFailed(with: .storage(.startGather))

        #expect(view.errors == ["Could not start the gather."])
        #expect(interactor.lineUp.players(in: .teamA).map(\.name) == ["Ada"])
    }

    @Test func theEndOfTheGatherIsPassedOn() {
        presenter.didEndGather()

        #expect(flow.endings == 1)
    }

    @Test func theInteractorSavesBothTeamsAndLeavesTheBenchHome() async throws {
        let backend = try await Backend.seeded()
        let players = [try backend.player("Ada"), try backend.player("Bruno"), try backend.player("Carla")]
        let output = ConfirmPlayersOutputSpy()
        let sut = ConfirmPlayersInteractor(lineUp: LineUp(players: players), userID: backend.userID,
                                           repository: backend.repositories.gathers, now: { .kickOff })
        sut.presenter = output
        sut.movePlayer(at: 0, in: .bench, to: .teamA)
        sut.movePlayer(at: 1, in: .bench, to: .teamB)
        sut.movePlayer(at: 7, in: .bench, to: .teamB)

        await sut.startGather()

        let gather = try #require(output.started)
        #expect(gather.players(of: .teamA).map(\.name) == ["Ada"])
        #expect(gather.players(of: .teamB).map(\.name) == ["Carla"])
        #expect(gather.createdAt == .kickOff)
    }

    @Test func theInteractorReportsAFailingStart() async throws {
        let backend = try await Backend.seeded()
        let output = ConfirmPlayersOutputSpy()
        let lineUp = LineUp(players: [try backend.player("Ada"), try backend.player("Bruno")])
        let sut = ConfirmPlayersInteractor(lineUp: lineUp, userID: backend.userID,
                                           repository: backend.repositories.gathers, now: { .kickOff })
        sut.presenter = output
        sut.movePlayer(at: 0, in: .bench, to: .teamA)
        sut.movePlayer(at: 0, in: .bench, to: .teamB)
        backend.faults.arm("gathers.start", .fail)

        await sut.startGather()

        #expect(output.error?.message == "Could not start the gather.")
        #expect(output.started == nil)
    }
}
