import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIP
import TerminalUI
import TestSupport
import Testing

/// Players' screen with a BusinessLogic spy and a Router spy.
@MainActor @Suite struct PlayerListViewControllerTests {
    let interactor = PlayerListBusinessLogicSpy()
    let router = PlayerListRouterSpy()
    let stage = ScreenStage()
    let viewController: PlayerListViewController

    init() async {
        viewController = PlayerListViewController(interactor: interactor, router: router)
        router.viewController = viewController
        await stage.show(viewController)
    }

    private func show(mode: PlayerListScreen.Mode, alert: PlayerListScreen.Alert? = nil, errorMessage: String? = nil) {
        viewController.displayPlayers(viewModel: PlayerList.FetchPlayers.ViewModel(
            title: "Players",
            rows: [PlayerListScreen.Row(playerID: 1, name: "Ada", detail: "Position: MID, Skill: Professional", isChecked: false)],
            mode: mode,
            isLoading: false,
            showsEmptyMessage: false,
            alert: alert,
            errorMessage: errorMessage
        ))
    }

    @Test func everyAppearanceFetches() async {
        #expect(stage.screen.title == "Players")
        #expect(stage.screen.indexedRows.isEmpty)

        viewController.viewWillAppear()
        await stage.settle()

        #expect(interactor.requests == [.fetchPlayers, .fetchPlayers])
    }

    @Test func theViewModelIsTheScreen() {
        show(mode: .list(isSelectEnabled: true))

        #expect(stage.screen.indexedRows.map(\.row.title) == ["Ada"])
        #expect(stage.screen.indexedRows.map(\.row.detail) == ["Position: MID, Skill: Professional"])
    }

    @Test func buttonsASwipeAndARowInSelectionModeAreRequests() async {
        show(mode: .list(isSelectEnabled: true))
        await stage.send(.tap("select"))
        await stage.send(.delete(RowPath(section: 0, row: 0)))
        show(mode: .selection(isConfirmEnabled: false))
        await stage.send(.select(RowPath(section: 0, row: 0)))
        await stage.send(.tap("cancel"))

        #expect(interactor.requests == [.fetchPlayers, .startSelection, .requestDeletion(0), .tickPlayer(0), .cancelSelection])
        #expect(router.routes.isEmpty)
    }

    @Test func theQuestionsAnswersAreRequests() async {
        show(mode: .list(isSelectEnabled: true), alert: .confirmDeletion)
        await stage.send(.alert("Yes"))
        show(mode: .list(isSelectEnabled: true), alert: .confirmDeletion)
        await stage.send(.alert("Cancel"))

        #expect(interactor.requests == [.fetchPlayers, .confirmDeletion, .cancelDeletion])
    }

    @Test func leavingButtonsAreRoutes() async {
        show(mode: .list(isSelectEnabled: true))
        await stage.send(.tap("addPlayer"))
        await stage.send(.tap("history"))
        await stage.send(.tap("logout"))

        #expect(router.routes == [.addPlayer, .gatherHistory, .login])
    }

    @Test func aRowInListModeIsSelectedThenRouted() async {
        show(mode: .list(isSelectEnabled: true))

        await stage.send(.select(RowPath(section: 0, row: 0)))

        #expect(router.routes == [.playerDetails(selectedRow: 0)])
        #expect(interactor.requests == [.fetchPlayers])
    }

    @Test func confirmPlayersIsARoute() async {
        show(mode: .selection(isConfirmEnabled: true))

        await stage.send(.tap("confirmPlayers"))

        #expect(router.routes == [.confirmPlayers])
        #expect(interactor.requests == [.fetchPlayers])
    }

    @Test func anErrorIsAnAlertOverTheQuestion() async {
        show(mode: .list(isSelectEnabled: true), alert: .confirmDeletion, errorMessage: "Could not delete the player.")

        #expect(stage.screen.alert?.message == "Could not delete the player.")

        await stage.send(.alert("OK"))
        #expect(stage.screen.alert?.title == "Delete player")
    }

    @Test func anErrorOfACoveredScreenWaitsUntilItIsOnTopAgain() async {
        show(mode: .list(isSelectEnabled: true))
        stage.navigation.push(ViewController())

        show(mode: .list(isSelectEnabled: true), errorMessage: "Could not delete the player.")
        #expect(stage.screen.alert == nil)
        _ = stage.navigation.pop()

        #expect(stage.screen.alert?.message == "Could not delete the player.")
    }
}
