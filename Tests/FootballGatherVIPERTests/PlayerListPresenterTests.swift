import FootballGatherModel
@testable import FootballGatherVIPER
import Testing

@MainActor @Suite struct PlayerListPresenterTests {
    static let ada = Player(id: 1, name: "Ada")
    static let bruno = Player(id: 2, name: "Bruno")
    static let carla = Player(id: 3, name: "Carla")

    let view = PlayerListViewMock()
    let interactor = PlayerListInteractorMock(players: [ada, bruno, carla])
    let router = PlayerListRouterMock()
    let presenter: PlayerListPresenter

    init() {
        presenter = PlayerListPresenter(interactor: interactor, router: router)
        presenter.view = view
    }

    @Test func appearingShowsLoadingAndLoadsTheRoster() async {
        await presenter.viewWillAppear()

        #expect(view.isLoading)
        #expect(interactor.calls == ["loadPlayers()"])
    }

    @Test func aLoadedRosterIsShownInListMode() {
        presenter.didLoadPlayers([Self.ada, Self.bruno])

        #expect(!view.isLoading)
        #expect(view.players == [Self.ada, Self.bruno])
        #expect(view.calls == ["displayPlayers(_:)", "displayListMode()"])
    }

    @Test func aFailedLoadShowsTheErrorAndKeepsTheRows() {
        presenter.didLoadPlayers([Self.ada])

        presenter.serviceFailed(with: .storage(.loadPlayers))

        #expect(view.errors == ["Could not load the players."])
        #expect(view.players == [Self.ada])
    }

    @Test func selectingARowInListModeOpensThePlayer() {
        presenter.didSelectRow(at: 1)

        #expect(router.routes == [.details(Self.bruno)])
    }

    @Test func selectEntersSelectionModeWithNobodyTicked() {
        presenter.didTapSelect()

        #expect(presenter.viewState == .selection([]))
        #expect(view.selection?.ids == [])
        #expect(view.selection?.canConfirm == false)
    }

    @Test func selectDoesNothingWithoutPlayers() {
        interactor.players = []

        presenter.didTapSelect()

        #expect(presenter.viewState == .list)
        #expect(view.calls.isEmpty)
    }

    @Test func selectingRowsInSelectionModeTicksAndUnticksThem() {
        presenter.didTapSelect()

        presenter.didSelectRow(at: 0)
        presenter.didSelectRow(at: 2)
        presenter.didSelectRow(at: 0)

        #expect(view.selection?.ids == [3])
        #expect(router.routes.isEmpty)
    }

    @Test func confirmIsEnabledFromTwoPlayers() {
        presenter.didTapSelect()
        presenter.didSelectRow(at: 0)
        #expect(view.selection?.canConfirm == false)

        presenter.didSelectRow(at: 1)

        #expect(view.selection?.canConfirm == true)
    }

    @Test func confirmOpensConfirmPlayersWithTheTickedPlayersInRosterOrder() {
        presenter.didTapSelect()
        presenter.didSelectRow(at: 2)
        presenter.didSelectRow(at: 0)

        presenter.didTapConfirmPlayers()

        #expect(router.routes == [.confirmPlayers([Self.ada, Self.carla])])
        #expect(router.confirmPlayersDelegate === presenter)
    }

    @Test func confirmWithFewerThanTwoDoesNothing() {
        presenter.didTapSelect()
        presenter.didSelectRow(at: 0)

        presenter.didTapConfirmPlayers()

        #expect(router.routes.isEmpty)
    }

    @Test func cancelGoesBackToListModeAndForgetsTheSelection() {
        presenter.didTapSelect()
        presenter.didSelectRow(at: 0)

        presenter.didTapCancel()
        presenter.didTapSelect()

        #expect(view.selection?.ids == [])
    }

    @Test func aReloadInSelectionModeKeepsOnlyThePlayersStillThere() {
        presenter.didTapSelect()
        presenter.didSelectRow(at: 0)
        presenter.didSelectRow(at: 1)

        presenter.didLoadPlayers([Self.bruno, Self.carla])

        #expect(presenter.viewState == .selection([2]))
        #expect(view.selection?.ids == [2])
    }

    @Test func rowsOutsideTheRosterAreIgnored() {
        presenter.didSelectRow(at: 3)
        presenter.didSwipeToDeleteRow(at: -1)

        #expect(router.routes.isEmpty)
        #expect(!view.isConfirmingDeletion)
    }

    @Test func swipingARowAsksForConfirmationFirst() async {
        presenter.didSwipeToDeleteRow(at: 1)

        #expect(view.isConfirmingDeletion)
        #expect(presenter.pendingDeletion == Self.bruno)
        #expect(interactor.deleted.isEmpty)
    }

    @Test func swipingInSelectionModeDoesNothing() {
        presenter.didTapSelect()

        presenter.didSwipeToDeleteRow(at: 1)

        #expect(!view.isConfirmingDeletion)
        #expect(presenter.pendingDeletion == nil)
    }

    @Test func yesDeletesThePlayerWaitingForConfirmation() async {
        presenter.didSwipeToDeleteRow(at: 1)

        await presenter.didConfirmDeletion()

        #expect(view.isLoading)
        #expect(interactor.deleted == [Self.bruno])
        #expect(presenter.pendingDeletion == nil)
    }

    @Test func cancelKeepsThePlayer() async {
        presenter.didSwipeToDeleteRow(at: 1)

        presenter.didCancelDeletion()
        await presenter.didConfirmDeletion()

        #expect(interactor.deleted.isEmpty)
    }

    @Test func aDeletedPlayerLeavesTheRows() {
        interactor.players = [Self.ada, Self.carla]

        presenter.didDeletePlayer(Self.bruno)

        #expect(!view.isLoading)
        #expect(view.players == [Self.ada, Self.carla])
    }

    @Test func theBarButtonsLeadToHistoryLoginAndAddPlayer() {
        presenter.didTapHistory()
        presenter.didTapLogout()
        presenter.didTapAddPlayer()

        #expect(router.routes == [.history, .login, .addPlayer])
        #expect(router.addPlayerDelegate === presenter)
    }

    /// Add player closes itself; Players only reloads as it reappears.
    @Test func anAddedPlayerNeedsNoRoute() {
        presenter.didAddPlayer(Player(id: 9, name: "Dani"))

        #expect(router.routes.isEmpty)
        #expect(interactor.calls.isEmpty)
    }

    /// Gather's router closes the flow; Players only goes back to list mode.
    @Test func anEndedGatherPutsPlayersBackInListMode() {
        presenter.didTapSelect()
        presenter.didSelectRow(at: 0)
        presenter.didSelectRow(at: 1)

        presenter.didEndGather()

        #expect(presenter.viewState == .list)
        #expect(view.selection == nil)
        #expect(router.routes.isEmpty)
    }
}
