import FootballGatherModel
import FootballGatherUI
import TerminalUI
@testable import FootballGatherVIPER
import Testing
import TestSupport

/// Players' view is passive: it draws what it is told through the shared builder and turns
/// every event into one presenter call.
@MainActor @Suite struct PlayerListViewTests {
    let scene = ViewFixture(presenter: PlayerListPresenterSpy()) { PlayerListView(presenter: $0) }

    @Test func playerListForwardsButtonsRowsAndSwipes() async {
        await scene.stage.show(scene.view, then:
            .tap("select"), .tap("cancel"), .tap("addPlayer"), .tap("confirmPlayers"), .tap("history"),
            .tap("logout"), .select(RowPath(section: 0, row: 2)), .delete(RowPath(section: 0, row: 1)))

        #expect(scene.presenter.calls == [
            .viewWillAppear, .didTapSelect, .didTapCancel, .didTapAddPlayer, .didTapConfirmPlayers,
            .didTapHistory, .didTapLogout, .didSelectRow(at: 2), .didSwipeToDeleteRow(at: 1),
        ])
    }

    @Test func playerListReloadsEachTimeItAppears() async {
        await scene.stage.show(scene.view)

        scene.stage.navigation.push(ViewController())
        scene.stage.navigation.pop()
        await scene.stage.settle()

        #expect(scene.presenter.calls == [.viewWillAppear, .viewWillAppear])
    }

    @Test func playerListForwardsEachAlertAnswer() async {
        await scene.stage.show(scene.view)

        scene.view.displayConfirmation(.confirmDeletion)
        #expect(scene.view.screen.alert?.title == PlayerListScreen.Text.deleteTitle)
        await scene.stage.send(.alert("Cancel"), .alert("Yes"))
        scene.view.handleError("Could not delete the player.")
        #expect(scene.stage.screen.alert == .error("Could not delete the player."))
        await scene.stage.send(.alert("OK"))
        scene.view.displayConfirmation(nil)

        #expect(scene.presenter.calls == [.viewWillAppear, .didCancelDeletion, .didConfirmDeletion])
        #expect(scene.stage.screen.alert == nil)
    }

    @Test func playerListDrawsWhatItIsTold() async {
        let rows = [PlayerListScreen.Row(playerID: 1, name: "Ada", detail: "Position: -, Skill: -"),
                    PlayerListScreen.Row(playerID: 2, name: "Bea", detail: "Position: GK, Skill: -", isChecked: true)]
        await scene.stage.show(scene.view)

        scene.view.displayRoster(title: "1 selected", mode: .selection(isConfirmEnabled: false), rows: rows, showsEmptyMessage: false)
        scene.view.showLoadingView()

        #expect(scene.view.screen == PlayerListScreen.make(title: "1 selected", mode: .selection(isConfirmEnabled: false), rows: rows,
                                                     showsEmptyMessage: false, isLoading: true))
    }
}
