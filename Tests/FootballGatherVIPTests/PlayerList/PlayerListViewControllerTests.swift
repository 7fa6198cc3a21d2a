import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIP
import TerminalUI
import TestSupport
import Testing

/// Players' screen with a BusinessLogic spy and a Router spy.
@MainActor @Suite struct PlayerListViewControllerTests {
    let scene: ViewControllerFixture<PlayerListBusinessLogicSpy, PlayerListRouterSpy, PlayerListViewController>

    init() async {
        scene = await ViewControllerFixture(interactor: PlayerListBusinessLogicSpy(), router: PlayerListRouterSpy()) { interactor, router in
            let viewController = PlayerListViewController(interactor: interactor, router: router)
            router.viewController = viewController
            return viewController
        }
    }

    private func show(mode: PlayerListScreen.Mode, alert: PlayerListScreen.Alert? = nil, errorMessage: String? = nil) {
        scene.viewController.displayPlayers(viewModel: PlayerList.FetchPlayers.ViewModel(
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
        #expect(scene.stage.screen.title == "Players")
        #expect(scene.stage.screen.indexedRows.isEmpty)

        scene.viewController.viewWillAppear()
        await scene.stage.settle()

        #expect(scene.interactor.requests == [.fetchPlayers, .fetchPlayers])
    }

    @Test func theViewModelIsTheScreen() {
        show(mode: .list(isSelectEnabled: true))

        #expect(scene.stage.screen.indexedRows.map(\.row.title) == ["Ada"])
        #expect(scene.stage.screen.indexedRows.map(\.row.detail) == ["Position: MID, Skill: Professional"])
    }

    @Test func buttonsASwipeAndARowInSelectionModeAreRequests() async {
        show(mode: .list(isSelectEnabled: true))
        await scene.stage.send(.tap("select"))
        await scene.stage.send(.delete(RowPath(section: 0, row: 0)))
        show(mode: .selection(isConfirmEnabled: false))
        await scene.stage.send(.select(RowPath(section: 0, row: 0)))
        await scene.stage.send(.tap("cancel"))

        #expect(scene.interactor.requests == [.fetchPlayers, .startSelection, .requestDeletion(0), .tickPlayer(0), .cancelSelection])
        #expect(scene.router.routes.isEmpty)
    }

    @Test func theQuestionsAnswersAreRequests() async {
        show(mode: .list(isSelectEnabled: true), alert: .confirmDeletion)
        await scene.stage.send(.alert("Yes"))
        show(mode: .list(isSelectEnabled: true), alert: .confirmDeletion)
        await scene.stage.send(.alert("Cancel"))

        #expect(scene.interactor.requests == [.fetchPlayers, .confirmDeletion, .cancelDeletion])
    }

    @Test func leavingButtonsAreRoutes() async {
        show(mode: .list(isSelectEnabled: true))
        await scene.stage.send(.tap("addPlayer"))
        await scene.stage.send(.tap("history"))
        await scene.stage.send(.tap("logout"))

        #expect(scene.router.routes == [.addPlayer, .gatherHistory, .login])
    }

    @Test func aRowInListModeIsSelectedThenRouted() async {
        show(mode: .list(isSelectEnabled: true))

        await scene.stage.send(.select(RowPath(section: 0, row: 0)))

        #expect(scene.router.routes == [.playerDetails(selectedRow: 0)])
        #expect(scene.interactor.requests == [.fetchPlayers])
    }

    @Test func confirmPlayersIsARoute() async {
        show(mode: .selection(isConfirmEnabled: true))

        await scene.stage.send(.tap("confirmPlayers"))

        #expect(scene.router.routes == [.confirmPlayers])
        #expect(scene.interactor.requests == [.fetchPlayers])
    }

    @Test func anErrorIsAnAlertOverTheQuestion() async {
        show(mode: .list(isSelectEnabled: true), alert: .confirmDeletion, errorMessage: "Could not delete the player.")

        #expect(scene.stage.screen.alert?.message == "Could not delete the player.")

        await scene.stage.send(.alert("OK"))
        #expect(scene.stage.screen.alert?.title == "Delete player")
    }

    @Test func anErrorOfACoveredScreenWaitsUntilItIsOnTopAgain() async {
        show(mode: .list(isSelectEnabled: true))
        scene.stage.navigation.push(ViewController())

        show(mode: .list(isSelectEnabled: true), errorMessage: "Could not delete the player.")
        #expect(scene.stage.screen.alert == nil)
        _ = scene.stage.navigation.pop()

        #expect(scene.stage.screen.alert?.message == "Could not delete the player.")
    }
}
