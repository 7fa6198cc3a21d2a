import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIPER
import Testing

@MainActor @Suite struct PlayerListPresenterTests {
    static let ada = Player(id: 1, name: "Ada", skill: .professional, position: .goalkeeper)
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

    /// The interactor has loaded `players` and reports them.
    private func load(_ players: [Player]) {
        interactor.players = players
        presenter.didLoadPlayers(players)
    }

    @Test func aSavedEditShowsInThePlayersRowInPlace() {
        load([Self.ada, Self.bruno, Self.carla])
        presenter.didSelectRow(at: 0)
        #expect(router.detailsDelegate === presenter)

        presenter.playerDetailsDidUpdatePlayer(Player(id: 1, name: "Zed"))

        #expect(view.names == ["Zed", "Bruno", "Carla"])
    }

    @Test func appearingShowsLoadingAndLoadsTheRoster() async {
        await presenter.viewWillAppear()

        #expect(view.isLoading)
        #expect(interactor.calls == ["loadPlayers()"])
    }

    @Test func aLoadedRosterIsShownInListMode() {
        load([Self.ada, Self.bruno])

        #expect(!view.isLoading)
        #expect(view.names == ["Ada", "Bruno"])
        #expect(view.title == "Players")
        #expect(view.mode == .list(isSelectEnabled: true))
        #expect(view.ticked.isEmpty)
    }

    @Test func aRowReadsPositionAcronymAndSkill() {
        load([Self.ada])

        #expect(view.rows == [PlayerListScreen.Row(playerID: 1, name: "Ada", detail: "Position: GK, Skill: Professional")])
    }

    @Test func anUnsetPositionOrSkillReadsAsADash() {
        load([Self.bruno, Player(id: 4, name: "Dani", position: .striker)])

        #expect(view.rows?.map(\.detail) == ["Position: -, Skill: -", "Position: ST, Skill: -"])
    }

    @Test func selectIsDisabledOnAnEmptyRoster() {
        load([])

        #expect(view.mode == .list(isSelectEnabled: false))
    }

    @Test func theEmptyMessageShowsOnlyOnceAnEmptyRosterHasLoaded() async {
        interactor.players = []
        await presenter.viewWillAppear()
        #expect(!view.showsEmptyMessage)

        presenter.didLoadPlayers([])
        #expect(view.showsEmptyMessage)

        await presenter.viewWillAppear()
        #expect(!view.showsEmptyMessage)
    }

    @Test func aFailedLoadShowsTheErrorAndKeepsTheRows() {
        load([Self.ada])

        presenter.serviceFailed(with: .storage(.loadPlayers))

        #expect(view.alert == .error("Could not load the players."))
        #expect(view.names == ["Ada"])
        presenter.didDismissError()
        #expect(view.alert == nil)
    }

    @Test func theErrorAlertWinsOverTheDeleteConfirmation() {
        presenter.didSwipeToDeleteRow(at: 1)

        presenter.serviceFailed(with: .storage(.loadPlayers))
        #expect(view.alert == .error("Could not load the players."))

        presenter.didDismissError()
        #expect(view.alert == .confirmDeletion)
    }

    @Test func selectingARowInListModeOpensThePlayer() {
        presenter.didSelectRow(at: 1)

        #expect(router.routes == [.details(Self.bruno)])
    }

    @Test func selectEntersSelectionModeWithNobodyTicked() {
        presenter.didTapSelect()

        #expect(presenter.viewState == .selection([]))
        #expect(view.title == "0 selected")
        #expect(view.mode == .selection(isConfirmEnabled: false))
        #expect(view.ticked.isEmpty)
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

        #expect(view.ticked == [3])
        #expect(view.title == "1 selected")
        #expect(router.routes.isEmpty)
    }

    @Test func confirmIsEnabledFromTwoPlayers() {
        presenter.didTapSelect()
        presenter.didSelectRow(at: 0)
        #expect(view.mode == .selection(isConfirmEnabled: false))

        presenter.didSelectRow(at: 1)

        #expect(view.title == "2 selected")
        #expect(view.mode == .selection(isConfirmEnabled: true))
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
        #expect(view.title == "Players")
        #expect(view.mode == .list(isSelectEnabled: true))
        presenter.didTapSelect()

        #expect(view.ticked.isEmpty)
    }

    @Test func aReloadInSelectionModeKeepsOnlyThePlayersStillThere() {
        presenter.didTapSelect()
        presenter.didSelectRow(at: 0)
        presenter.didSelectRow(at: 1)

        load([Self.bruno, Self.carla])

        #expect(presenter.viewState == .selection([2]))
        #expect(view.ticked == [2])
        #expect(view.title == "1 selected")
    }

    @Test func rowsOutsideTheRosterAreIgnored() {
        presenter.didSelectRow(at: 3)
        presenter.didSwipeToDeleteRow(at: -1)

        #expect(router.routes.isEmpty)
        #expect(view.alert == nil)
    }

    @Test func swipingARowAsksForConfirmationFirst() async {
        presenter.didSwipeToDeleteRow(at: 1)

        #expect(view.alert == .confirmDeletion)
        #expect(presenter.pendingDeletion == Self.bruno)
        #expect(interactor.deleted.isEmpty)
    }

    @Test func swipingInSelectionModeDoesNothing() {
        presenter.didTapSelect()

        presenter.didSwipeToDeleteRow(at: 1)

        #expect(view.alert == nil)
        #expect(presenter.pendingDeletion == nil)
    }

    @Test func yesClosesTheAlertAndDeletesThePlayerWaitingForConfirmation() async {
        presenter.didSwipeToDeleteRow(at: 1)

        await presenter.didConfirmDeletion()

        #expect(view.alert == nil)
        #expect(view.isLoading)
        #expect(interactor.deleted == [Self.bruno])
        #expect(presenter.pendingDeletion == nil)
    }

    @Test func cancelClosesTheAlertAndKeepsThePlayer() async {
        presenter.didSwipeToDeleteRow(at: 1)

        presenter.didCancelDeletion()
        await presenter.didConfirmDeletion()

        #expect(view.alert == nil)
        #expect(interactor.deleted.isEmpty)
    }

    @Test func aDeletedPlayerLeavesTheRows() {
        interactor.players = [Self.ada, Self.carla]

        presenter.didDeletePlayer(Self.bruno)

        #expect(!view.isLoading)
        #expect(view.names == ["Ada", "Carla"])
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
        #expect(view.title == "Players")
        #expect(view.ticked.isEmpty)
        #expect(router.routes.isEmpty)
    }
}
