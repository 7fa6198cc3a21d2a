import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
@testable import FootballGatherVIPER
import Testing

/// Routers over a real stack and the real module factory: each route assembles the right
/// module, links its layers (its own Router included), and hands it the delegate it was
/// given; the modules that finish close themselves through their own Router.
@MainActor @Suite struct RouterTests {
    let stack: LiveStack
    let players: PlayerListView
    let detailsDelegate = PlayerDetailsDelegateSpy()

    init() async throws {
        stack = LiveStack(backend: try await Backend.seeded())
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
        #expect((presenter.router as? PlayerListRouter)?.navigationController === stack.navigationController)
        #expect(view.screen.indexedRows.map(\.row.title) == ["Ada", "Bruno", "Carla", "Dani", "Eli"])
    }

    @Test func detailsShowTheChosenPlayer() throws {
        try playerListRouter.showDetails(of: stack.backend.player("Carla"), delegate: detailsDelegate)

        let view = try #require(stack.top as? PlayerDetailsView)
        let presenter = try #require(view.presenter as? PlayerDetailsPresenter)
        #expect(stack.titles == ["Players", "Carla"])
        #expect(presenter.view === view)
        #expect(presenter.delegate === detailsDelegate)
        #expect((presenter.router as? PlayerDetailsRouter)?.navigationController === stack.navigationController)
    }

    @Test func addPlayerReportsToTheGivenDelegate() throws {
        let delegate = AddPlayerDelegateSpy()

        try playerListRouter.showAddPlayer(delegate: delegate)

        let view = try #require(stack.top as? AddPlayerView)
        let presenter = try #require(view.presenter as? AddPlayerPresenter)
        #expect(view.screen.title == AddPlayerScreen.Text.title)
        #expect(presenter.delegate === delegate)
        #expect((presenter.interactor as? AddPlayerInteractor)?.presenter === presenter)
        #expect((presenter.router as? AddPlayerRouter)?.viewController === view)
    }

    @Test func addPlayerRouterClosesAddPlayer() throws {
        try playerListRouter.showAddPlayer(delegate: AddPlayerDelegateSpy())
        let router = try #require(((stack.top as? AddPlayerView)?.presenter as? AddPlayerPresenter)?.router as? AddPlayerRouter)

        router.dismissAddView()

        #expect(stack.top === players)
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
        let view = try #require(stack.top as? GatherHistoryView)
        let presenter = try #require(view.presenter as? GatherHistoryPresenter)
        #expect(presenter.view === view)
        #expect((presenter.router as? GatherHistoryRouter)?.viewController === view)
    }

    @Test func logoutReplacesTheWholeStackWithLogin() throws {
        try playerListRouter.showDetails(of: stack.backend.player("Ada"), delegate: detailsDelegate)

        try playerListRouter.showLogin()

        #expect(stack.navigationController.viewControllers.count == 1)
        #expect(stack.top is LoginView)
    }

    @Test func gatherRouterClosesTheWholeFlowBackToPlayers() async throws {
        try playerListRouter.showConfirmPlayers([stack.backend.player("Ada")], delegate: GatherEndSpy())
        let confirm = try #require((stack.top as? ConfirmPlayersView)?.presenter as? ConfirmPlayersPresenter)
        let gather = try await stack.backend.gather(teamA: ["Ada"], teamB: ["Bruno"])
        confirm.router.showGather(gather, delegate: confirm)
        let router = try #require(((stack.top as? GatherView)?.presenter as? GatherPresenter)?.router as? GatherRouter)
        #expect(stack.titles.count == 3)

        router.popToPlayerListView()

        #expect(stack.top === players)
    }

    @Test func aGatherStartedAfterTheUserLeftConfirmPlayersOpensNothing() async throws {
        try playerListRouter.showConfirmPlayers([stack.backend.player("Ada")], delegate: GatherEndSpy())
        let confirm = try #require((stack.top as? ConfirmPlayersView)?.presenter as? ConfirmPlayersPresenter)
        let gather = try await stack.backend.gather(teamA: ["Ada"], teamB: ["Bruno"])
        _ = stack.navigationController.goBack()

        confirm.router.showGather(gather, delegate: confirm)

        #expect(stack.titles == ["Players"])
    }

    @Test func aGatherEndedAfterTheUserLeftGatherLeavesThemWhereTheyWent() async throws {
        try playerListRouter.showConfirmPlayers([stack.backend.player("Ada")], delegate: GatherEndSpy())
        let confirm = try #require((stack.top as? ConfirmPlayersView)?.presenter as? ConfirmPlayersPresenter)
        confirm.router.showGather(try await stack.backend.gather(teamA: ["Ada"], teamB: ["Bruno"]), delegate: confirm)
        let router = try #require(((stack.top as? GatherView)?.presenter as? GatherPresenter)?.router as? GatherRouter)
        _ = stack.navigationController.goBack()

        router.popToPlayerListView()

        #expect(stack.titles == ["Players", "Confirm players"])
    }

    @Test func aClosingRouterLeavesTheStackAloneOnceItsScreenHasGone() throws {
        try playerListRouter.showAddPlayer(delegate: AddPlayerDelegateSpy())
        let router = try #require(((stack.top as? AddPlayerView)?.presenter as? AddPlayerPresenter)?.router as? AddPlayerRouter)
        router.dismissAddView()
        try playerListRouter.showHistory()

        router.dismissAddView()

        #expect(stack.titles == ["Players", "History"])
    }

    @Test func playerDetailsRouterOpensTheEditorWhichClosesItself() throws {
        try playerListRouter.showDetails(of: stack.backend.player("Ada"), delegate: detailsDelegate)
        let details = try #require(stack.top as? PlayerDetailsView)
        let router = try #require((details.presenter as? PlayerDetailsPresenter)?.router as? PlayerDetailsRouter)
        let delegate = PlayerEditDelegateSpy()

        router.showEdit(.age, of: try stack.backend.player("Ada"), delegate: delegate)
        let edit = try #require(stack.top as? PlayerEditView)
        let editPresenter = try #require(edit.presenter as? PlayerEditPresenter)
        #expect(editPresenter.delegate === delegate)
        #expect(edit.screen.fields.map(\.value) == ["36"])
        let editRouter = try #require(editPresenter.router as? PlayerEditRouter)
        #expect(editRouter.viewController === edit)

        editRouter.dismissEditView()
        #expect(stack.top === details)
    }

    @Test func confirmPlayersRouterOpensTheGatherWithTheGivenDelegate() async throws {
        let gather = try await stack.backend.gather(teamA: ["Ada"], teamB: ["Bruno"])
        try playerListRouter.showConfirmPlayers([stack.backend.player("Ada")], delegate: GatherEndSpy())
        let router = try #require(((stack.top as? ConfirmPlayersView)?.presenter as? ConfirmPlayersPresenter)?.router as? ConfirmPlayersRouter)
        let delegate = GatherEndSpy()

        router.showGather(gather, delegate: delegate)

        let view = try #require(stack.top as? GatherView)
        let presenter = try #require(view.presenter as? GatherPresenter)
        #expect(presenter.delegate === delegate)
        #expect((presenter.interactor as? GatherInteractor)?.presenter === presenter)
        #expect((presenter.router as? GatherRouter)?.viewController === view)
        #expect(view.screen.sections.map { $0.rows.map(\.title) } == [["Ada"], ["Bruno"]])
    }
}
