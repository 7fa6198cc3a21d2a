import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIPER
import Testing

/// Players' presenter with a mock view, interactor and router: the interactor answers what
/// the real one would, and its reports are handed to the presenter by the tests.
@MainActor @Suite struct PlayerListPresenterTests {
    static let ada = Player(id: 1, name: "Ada", skill: .professional, position: .goalkeeper)
    static let bruno = Player(id: 2, name: "Bruno")
    static let carla = Player(id: 3, name: "Carla")

    let view = PlayerListViewMock()
    let interactor = PlayerListInteractorMock()
    let router = PlayerListRouterMock()
    let presenter: PlayerListPresenter

    init() {
        interactor.answerRoster([Self.ada, Self.bruno, Self.carla])
        presenter = PlayerListPresenter(interactor: interactor, router: router)
        presenter.view = view
    }

    /// The interactor has loaded `players` and reports them.
    private func load(_ players: [Player]) {
        interactor.answerRoster(players)
        presenter.didLoadPlayers(players)
    }

    /// Selection mode with the rows `ticked`; the interactor finds `found` for the ticked
    /// ids and answers `canConfirm` for their count.
    private func select(rows ticked: Int..., found: [Player] = [], canConfirm: Bool = false) {
        interactor.log.answer {
            $0.playersWithIDs = found
            $0.canConfirm = canConfirm
        }
        presenter.didTapSelect()
        for row in ticked { presenter.didSelectRow(at: row) }
    }

    @Test func aSavedEditGoesToTheInteractorAndTheRowsShowItsRoster() {
        load([Self.ada, Self.bruno, Self.carla])
        presenter.didSelectRow(at: 0)
        #expect(router.detailsDelegate === presenter)
        let zed = Player(id: 1, name: "Zed")
        // The real interactor puts the edit in the player's place (PlayerListInteractorTests).
        interactor.answerRoster([zed, Self.bruno, Self.carla])

        presenter.playerDetailsDidUpdatePlayer(zed)

        #expect(interactor.calls.last == .replacePlayer(zed))
        #expect(view.names == ["Zed", "Bruno", "Carla"])
    }

    @Test func appearingShowsLoadingAndLoadsTheRoster() async {
        await presenter.viewWillAppear()

        #expect(view.isLoading)
        #expect(interactor.calls == [.loadPlayers])
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
        interactor.answerRoster([])
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

        #expect(view.calls.last == .handleError("Could not load the players."))
        #expect(view.names == ["Ada"])
    }

    /// The error is the view's own alert, over the confirmation, which stays up under it.
    @Test func theErrorAlertGoesOverTheDeleteConfirmation() {
        presenter.didSwipeToDeleteRow(at: 1)

        presenter.serviceFailed(with: .storage(.loadPlayers))

        #expect(view.calls.last == .handleError("Could not load the players."))
        #expect(view.alert == .confirmDeletion)
    }

    /// An error belongs to the screen whose work failed: a delete that fails after the user
    /// opened a player goes to this presenter's own view, which shows it once it is on top
    /// again, and never through the router, which moves the stack.
    @Test func aDeleteThatFailsUnderAnotherScreenGoesToThisView() async {
        presenter.didSwipeToDeleteRow(at: 0)
        await presenter.didConfirmDeletion()
        presenter.didSelectRow(at: 1)

        presenter.serviceFailed(with: .storage(.deletePlayer))

        #expect(router.calls == [.showDetails(Self.bruno)])
        #expect(view.calls.last == .handleError("Could not delete the player."))
    }

    @Test func selectingARowInListModeOpensThePlayerTheInteractorFinds() {
        presenter.didSelectRow(at: 1)

        #expect(interactor.calls == [.player(at: 1)])
        #expect(router.calls == [.showDetails(Self.bruno)])
    }

    @Test func selectEntersSelectionModeWithNobodyTicked() {
        select()

        #expect(presenter.viewState == .selection([]))
        #expect(view.title == "0 selected")
        #expect(view.mode == .selection(isConfirmEnabled: false))
        #expect(view.ticked.isEmpty)
    }

    @Test func selectDoesNothingWithoutPlayers() {
        interactor.answerRoster([])

        presenter.didTapSelect()

        #expect(presenter.viewState == .list)
        #expect(view.calls.isEmpty)
    }

    @Test func selectingRowsInSelectionModeTicksAndUnticksThem() {
        select(rows: 0, 2, 0)

        #expect(view.ticked == [3])
        #expect(view.title == "1 selected")
        #expect(router.calls.isEmpty)
    }

    /// Whether Confirm players is enabled is the interactor's rule, asked with the number
    /// of ticked players it still finds.
    @Test func confirmIsEnabledAsTheInteractorAnswersForTheTickedPlayers() {
        select(rows: 0, found: [Self.ada])
        #expect(interactor.calls.last == .canConfirm(selectedCount: 1))
        #expect(view.mode == .selection(isConfirmEnabled: false))

        interactor.log.answer {
            $0.playersWithIDs = [Self.ada, Self.bruno]
            $0.canConfirm = true
        }
        presenter.didSelectRow(at: 1)

        #expect(interactor.calls.suffix(2) == [.players(withIDs: [1, 2]), .canConfirm(selectedCount: 2)])
        #expect(view.title == "2 selected")
        #expect(view.mode == .selection(isConfirmEnabled: true))
    }

    @Test func confirmOpensConfirmPlayersWithThePlayersTheInteractorFindsForTheTicks() {
        select(rows: 2, 0, found: [Self.ada, Self.carla], canConfirm: true)

        presenter.didTapConfirmPlayers()

        #expect(interactor.calls.suffix(3) == [.players(withIDs: [1, 3]), .canConfirm(selectedCount: 2), .players(withIDs: [1, 3])])
        #expect(router.calls == [.showConfirmPlayers([Self.ada, Self.carla])])
        #expect(router.confirmPlayersDelegate === presenter)
    }

    @Test func confirmWhenTheInteractorSaysTooFewDoesNothing() {
        select(rows: 0, found: [Self.ada], canConfirm: false)

        presenter.didTapConfirmPlayers()

        #expect(router.calls.isEmpty)
    }

    @Test func cancelGoesBackToListModeAndForgetsTheSelection() {
        select(rows: 0)

        presenter.didTapCancel()
        #expect(view.title == "Players")
        #expect(view.mode == .list(isSelectEnabled: true))
        presenter.didTapSelect()

        #expect(view.ticked.isEmpty)
    }

    @Test func aReloadInSelectionModeKeepsOnlyThePlayersStillThere() {
        select(rows: 0, 1)

        load([Self.bruno, Self.carla])

        #expect(presenter.viewState == .selection([2]))
        #expect(view.ticked == [2])
        #expect(view.title == "1 selected")
    }

    @Test func rowsTheInteractorDoesNotFindAreIgnored() {
        presenter.didSelectRow(at: 3)
        presenter.didSwipeToDeleteRow(at: -1)

        #expect(interactor.calls == [.player(at: 3), .player(at: -1)])
        #expect(router.calls.isEmpty)
        #expect(view.alert == nil)
    }

    @Test func swipingARowAsksForConfirmationFirst() async {
        presenter.didSwipeToDeleteRow(at: 1)

        #expect(view.alert == .confirmDeletion)
        #expect(presenter.pendingDeletion == Self.bruno)
        #expect(!interactor.calls.contains(.deletePlayer(Self.bruno)))
    }

    @Test func swipingInSelectionModeDoesNothing() {
        select()

        presenter.didSwipeToDeleteRow(at: 1)

        #expect(view.alert == nil)
        #expect(presenter.pendingDeletion == nil)
    }

    @Test func yesClosesTheAlertAndDeletesThePlayerWaitingForConfirmation() async {
        presenter.didSwipeToDeleteRow(at: 1)

        await presenter.didConfirmDeletion()

        #expect(view.alert == nil)
        #expect(view.isLoading)
        #expect(interactor.calls == [.player(at: 1), .deletePlayer(Self.bruno)])
        #expect(presenter.pendingDeletion == nil)
    }

    @Test func cancelClosesTheAlertAndKeepsThePlayer() async {
        presenter.didSwipeToDeleteRow(at: 1)

        presenter.didCancelDeletion()
        await presenter.didConfirmDeletion()

        #expect(view.alert == nil)
        #expect(interactor.calls == [.player(at: 1)])
    }

    /// The real interactor drops the player from its roster before it reports the deletion.
    @Test func aDeletedPlayerLeavesTheRows() {
        interactor.answerRoster([Self.ada, Self.carla])

        presenter.didDeletePlayer(Self.bruno)

        #expect(!view.isLoading)
        #expect(view.names == ["Ada", "Carla"])
    }

    /// A delete still saving when the user started picking lands with Bruno ticked: the
    /// count loses him too.
    @Test func aDeleteThatLandsWhileTheUserPicksTakesItsTickAway() {
        select(rows: 0, 1)
        interactor.answerRoster([Self.ada, Self.carla])

        presenter.didDeletePlayer(Self.bruno)

        #expect(presenter.viewState == .selection([1]))
        #expect(view.ticked == [1])
        #expect(view.title == "1 selected")
    }

    @Test func theBarButtonsLeadToHistoryLoginAndAddPlayer() {
        presenter.didTapHistory()
        presenter.didTapLogout()
        presenter.didTapAddPlayer()

        #expect(router.calls == [.showHistory, .showLogin, .showAddPlayer])
        #expect(router.addPlayerDelegate === presenter)
    }

    /// Add player closes itself; Players only reloads as it reappears.
    @Test func anAddedPlayerNeedsNoRoute() {
        presenter.didAddPlayer(Player(id: 9, name: "Dani"))

        #expect(router.calls.isEmpty)
        #expect(interactor.calls.isEmpty)
    }

    /// Gather's router closes the flow; Players only goes back to list mode.
    @Test func anEndedGatherPutsPlayersBackInListMode() {
        select(rows: 0, 1)

        presenter.didEndGather()

        #expect(presenter.viewState == .list)
        #expect(view.title == "Players")
        #expect(view.ticked.isEmpty)
        #expect(router.calls.isEmpty)
    }
}
