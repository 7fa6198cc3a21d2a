import FootballGatherModel
import FootballGatherUI
import FootballGatherTestSupport
@testable import FootballGatherVIPER
import Testing

/// Confirm players' presenter (with spies: the interactor answers the line-up the real one
/// would hold) and interactor (against real SQLite).
@MainActor @Suite struct ConfirmPlayersTests {
    static let players = [Player(id: 1, name: "Ada"), Player(id: 2, name: "Bea"), Player(id: 3, name: "Cy")]

    let view = ConfirmPlayersViewSpy()
    let interactor = ConfirmPlayersInteractorSpy(lineUp: LineUp(players: players))
    let router = ConfirmPlayersRouterSpy()
    let flow = GatherEndSpy()
    let presenter: ConfirmPlayersPresenter

    init() {
        presenter = ConfirmPlayersPresenter(interactor: interactor, router: router, delegate: flow)
        presenter.view = view
    }

    /// The players with Team A's and Team B's ids moved there, the rest on the bench.
    static func lineUp(teamA: [Int64] = [], teamB: [Int64] = [], of players: [Player] = ConfirmPlayersTests.players) -> LineUp {
        var lineUp = LineUp(players: players)
        for id in teamA { lineUp.move(player: id, to: .teamA) }
        for id in teamB { lineUp.move(player: id, to: .teamB) }
        return lineUp
    }

    @Test func everyoneStartsOnTheBenchAndTheGatherCannotStart() {
        presenter.viewDidLoad()

        #expect(view.names == [["Ada", "Bea", "Cy"], [], []])
        #expect(view.isStartEnabled == false)
    }

    @Test func aMoveGoesToTheInteractorAndTheLineUpItHoldsIsShown() {
        interactor.log.answer { $0.lineUp = Self.lineUp(teamA: [1], teamB: [2]) }

        presenter.didMovePlayer(at: 0, from: .bench, to: .teamB)

        #expect(interactor.calls == [.movePlayer(at: 0, in: .bench, to: .teamB)])
        #expect(view.names == [["Cy"], ["Ada"], ["Bea"]])
        #expect(view.isStartEnabled == true)
    }

    @Test func startIsEnabledOnlyOnceBothTeamsHaveSomeone() {
        interactor.log.answer { $0.lineUp = Self.lineUp(teamA: [1, 2]) }
        presenter.didMovePlayer(at: 0, from: .bench, to: .teamA)
        #expect(view.isStartEnabled == false)

        interactor.log.answer { $0.lineUp = Self.lineUp(teamA: [1, 2], teamB: [3]) }
        presenter.didMovePlayer(at: 0, from: .bench, to: .teamB)

        #expect(view.isStartEnabled == true)
    }

    @Test func aRowReadsThePositionAcronymOrADash() {
        let players = [Player(id: 1, name: "Ada", position: .defender), Player(id: 2, name: "Bea")]
        interactor.log.answer { $0.lineUp = LineUp(players: players) }

        presenter.viewDidLoad()

        #expect(view.sections?.bench == [
            ConfirmPlayersScreen.Row(playerID: 1, name: "Ada", detail: "DEF"),
            ConfirmPlayersScreen.Row(playerID: 2, name: "Bea", detail: "-"),
        ])
    }

    @Test func startBeforeBothTeamsHaveSomeoneDoesNothing() async {
        interactor.log.answer { $0.lineUp = Self.lineUp(teamA: [1]) }

        await presenter.didTapStartGather()

        #expect(interactor.calls.isEmpty)
        #expect(view.calls.isEmpty)
    }

    @Test func startShowsLoadingAndStartsTheGatherOnce() async {
        interactor.log.answer { $0.lineUp = Self.lineUp(teamA: [1], teamB: [2]) }

        await presenter.didTapStartGather()
        await presenter.didTapStartGather()

        #expect(view.isLoading)
        #expect(interactor.calls == [.startGather])
    }

    @Test func aStartedGatherOpensWithThePresenterAsDelegate() {
        let gather = Gather(id: 5, createdAt: .kickOff, players: [])

        presenter.didStartGather(gather)

        #expect(!view.isLoading)
        #expect(router.calls == [.showGather(gather)])
        #expect(router.gatherDelegate === presenter)
    }

    @Test func aFailureShowsTheErrorAndLeavesTheLineUpAsShown() async {
        interactor.log.answer { $0.lineUp = Self.lineUp(teamA: [1], teamB: [2]) }
        presenter.viewDidLoad()
        await presenter.didTapStartGather()

        presenter.serviceFailed(with: .storage(.startGather))

        #expect(view.calls.dropFirst() == [.showLoadingView, .hideLoadingView, .handleError("Could not start the gather.")])
        #expect(view.names == [["Cy"], ["Ada"], ["Bea"]])
        #expect(interactor.calls == [.startGather])
    }

    @Test func theEndOfTheGatherIsPassedOn() {
        presenter.didEndGather()

        #expect(flow.calls == [.didEndGather])
    }

    private func makeInteractor(_ backend: Backend, players names: [String]) throws -> ConfirmPlayersInteractor {
        let players = try names.map { try backend.player($0) }
        return ConfirmPlayersInteractor(lineUp: LineUp(players: players), userID: backend.userID,
                                        repository: backend.repositories.gathers, now: { .kickOff })
    }

    @Test func theInteractorStartsEveryoneOnTheBenchAndStartsOnceBothTeamsHaveSomeone() async throws {
        let sut = try makeInteractor(try await Backend.seeded(), players: ["Ada", "Bruno", "Carla"])
        #expect(sut.lineUp.players(in: .bench).map(\.name) == ["Ada", "Bruno", "Carla"])

        sut.movePlayer(at: 0, in: .bench, to: .teamA)
        #expect(!sut.lineUp.canStartGather)
        sut.movePlayer(at: 0, in: .bench, to: .teamB)

        #expect(sut.lineUp.players(in: .teamA).map(\.name) == ["Ada"])
        #expect(sut.lineUp.players(in: .teamB).map(\.name) == ["Bruno"])
        #expect(sut.lineUp.players(in: .bench).map(\.name) == ["Carla"])
        #expect(sut.lineUp.canStartGather)
    }

    @Test func theInteractorMovesAPlayerBackToTheBench() async throws {
        let sut = try makeInteractor(try await Backend.seeded(), players: ["Ada", "Bruno", "Carla"])
        sut.movePlayer(at: 0, in: .bench, to: .teamA)

        sut.movePlayer(at: 0, in: .teamA, to: .bench)

        #expect(sut.lineUp.players(in: .bench).map(\.name) == ["Ada", "Bruno", "Carla"])
        #expect(sut.lineUp.players(in: .teamA).isEmpty)
    }

    @Test func theInteractorSavesBothTeamsAndLeavesTheBenchHome() async throws {
        let backend = try await Backend.seeded()
        let output = ConfirmPlayersOutputSpy()
        let sut = try makeInteractor(backend, players: ["Ada", "Bruno", "Carla"])
        sut.presenter = output
        sut.movePlayer(at: 0, in: .bench, to: .teamA)
        sut.movePlayer(at: 1, in: .bench, to: .teamB)
        sut.movePlayer(at: 7, in: .bench, to: .teamB)

        await sut.startGather()

        guard case .didStartGather(let gather) = try #require(output.calls.first), output.calls.count == 1 else {
            Issue.record("no gather started: \(output.calls)")
            return
        }
        #expect(gather.players(of: .teamA).map(\.name) == ["Ada"])
        #expect(gather.players(of: .teamB).map(\.name) == ["Carla"])
        #expect(gather.createdAt == .kickOff)
    }

    @Test func theInteractorReportsAFailingStartAndKeepsTheLineUp() async throws {
        let backend = try await Backend.seeded()
        let output = ConfirmPlayersOutputSpy()
        let sut = try makeInteractor(backend, players: ["Ada", "Bruno"])
        sut.presenter = output
        sut.movePlayer(at: 0, in: .bench, to: .teamA)
        sut.movePlayer(at: 0, in: .bench, to: .teamB)
        let lineUp = sut.lineUp
        backend.faults.arm("gathers.start", .fail)

        await sut.startGather()

        #expect(output.calls == [.serviceFailed(.storage(.startGather))])
        #expect(sut.lineUp == lineUp)
    }
}
