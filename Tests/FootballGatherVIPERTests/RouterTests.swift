import FootballGatherCore
import FootballGatherUI
import TerminalUI
@testable import FootballGatherVIPER
import Testing

/// Routers over a real stack and the real module factory: each route assembles the right
/// module, links its layers, and hands it the delegate it was given.
@MainActor @Suite struct RouterTests {
    let stack: Stack
    let players: PlayerListView

    init() async throws {
        stack = Stack(backend: try await Backend.seeded())
        players = try #require(stack.showPlayers())
        await stack.settle()
    }

    private var playerListPresenter: PlayerListPresenter {
        get throws { try #require(players.presenter as? PlayerListPresenter) }
    }

    private var playerListRouter: PlayerListRouter {
        get throws { try #require(try playerListPresenter.router as? PlayerListRouter) }
    }

    @Test func loginRouterMakesTheUsersPlayersTheRoot() async throws {
        let router = LoginRouter(navigationController: stack.navigationController, moduleFactory: stack.factory)

        router.showPlayerList(of: stack.backend.coach.user)
        await stack.settle()

        let view = try #require(stack.top as? PlayerListView)
        #expect(stack.navigationController.viewControllers.count == 1)
        let presenter = try #require(view.presenter as? PlayerListPresenter)
        #expect(presenter.view === view)
        #expect((presenter.interactor as? PlayerListInteractor)?.presenter === presenter)
        #expect((presenter.router as? PlayerListRouter)?.viewController === view)
        #expect(view.screen.indexedRows.map(\.row.title) == ["Ada", "Bruno", "Carla", "Dani", "Eli"])
    }

    @Test func detailsShowTheChosenPlayer() throws {
        try playerListRouter.showDetails(of: stack.backend.player("Carla"))

        let view = try #require(stack.top as? PlayerDetailsView)
        let presenter = try #require(view.presenter as? PlayerDetailsPresenter)
        #expect(stack.titles == ["Players", "Carla"])
        #expect(presenter.view === view)
        #expect((presenter.router as? PlayerDetailsRouter)?.viewController === view)
    }

    @Test func addPlayerReportsToTheGivenDelegate() throws {
        let delegate = AddPlayerDelegateSpy()

        try playerListRouter.showAddPlayer(delegate: delegate)

        let view = try #require(stack.top as? AddPlayerView)
        let presenter = try #require(view.presenter as? AddPlayerPresenter)
        #expect(view.screen.title == AddPlayerScreen.Text.title)
        #expect(presenter.delegate === delegate)
        #expect((presenter.interactor as? AddPlayerInteractor)?.presenter === presenter)
    }

    @Test func confirmPlayersBenchesThePlayersAndReportsToTheGivenDelegate() throws {
        let delegate = GatherEndSpy()
        let chosen = [try stack.backend.player("Ada"), try stack.backend.player("Eli")]

        try playerListRouter.showConfirmPlayers(chosen, delegate: delegate)

        let view = try #require(stack.top as? ConfirmPlayersView)
        let presenter = try #require(view.presenter as? ConfirmPlayersPresenter)
        #expect(presenter.delegate === delegate)
        #expect(presenter.interactor.lineUp.players(in: .bench) == chosen)
        #expect(view.screen.sections.map(\.rows.count) == [2, 0, 0])
    }

    @Test func historyLoadsTheEndedGathers() async throws {
        try playerListRouter.showHistory()
        await stack.settle()

        #expect(stack.titles == ["Players", "History"])
        #expect(stack.top?.screen.emptyMessage == "There aren't any ended gathers for your user.")
    }

    @Test func logoutReplacesTheWholeStackWithLogin() throws {
        try playerListRouter.showDetails(of: stack.backend.player("Ada"))

        try playerListRouter.showLogin()

        #expect(stack.navigationController.viewControllers.count == 1)
        #expect(stack.top is LoginView)
    }

    @Test func popToPlayerListClosesEverythingAbovePlayers() throws {
        try playerListRouter.showConfirmPlayers([stack.backend.player("Ada")], delegate: GatherEndSpy())
        try playerListRouter.showHistory()

        try playerListRouter.popToPlayerList()

        #expect(stack.top === players)
    }

    @Test func playerDetailsRouterOpensTheEditorAndClosesIt() throws {
        try playerListRouter.showDetails(of: stack.backend.player("Ada"))
        let details = try #require(stack.top as? PlayerDetailsView)
        let router = try #require((details.presenter as? PlayerDetailsPresenter)?.router as? PlayerDetailsRouter)
        let delegate = PlayerEditDelegateSpy()

        router.showEdit(.age, of: try stack.backend.player("Ada"), delegate: delegate)
        let edit = try #require(stack.top as? PlayerEditView)
        #expect((edit.presenter as? PlayerEditPresenter)?.delegate === delegate)
        #expect(edit.screen.fields.map(\.value) == ["36"])

        router.dismissEdit()
        #expect(stack.top === details)
    }

    @Test func confirmPlayersRouterOpensTheGatherWithTheGivenDelegate() async throws {
        let gather = try await stack.backend.gather(teamA: ["Ada"], teamB: ["Bruno"])
        let router = ConfirmPlayersRouter(navigationController: stack.navigationController,
                                          moduleFactory: stack.factory, userID: stack.backend.userID)
        let delegate = GatherEndSpy()

        router.showGather(gather, delegate: delegate)

        let view = try #require(stack.top as? GatherView)
        let presenter = try #require(view.presenter as? GatherPresenter)
        #expect(presenter.delegate === delegate)
        #expect((presenter.interactor as? GatherInteractor)?.presenter === presenter)
        #expect(view.screen.sections.map { $0.rows.map(\.title) } == [["Ada"], ["Bruno"]])
    }
}
