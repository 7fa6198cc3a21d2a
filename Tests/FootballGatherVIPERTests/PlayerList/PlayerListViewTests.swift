import FootballGatherModel
import FootballGatherUI
import TerminalUI
@testable import FootballGatherVIPER
import Testing

/// Players' view is passive: it draws what it is told through the shared builder and turns
/// every event into one presenter call.
@MainActor @Suite struct PlayerListViewTests {
    let stage = ViewStage()

    @Test func playerListForwardsButtonsRowsAndSwipes() async {
        let presenter = PlayerListPresenterMock()
        let view = PlayerListView(presenter: presenter)

        await stage.run(view, .tap("select"), .tap("cancel"), .tap("addPlayer"), .tap("confirmPlayers"),
                        .tap("history"), .tap("logout"), .select(RowPath(section: 0, row: 2)), .delete(RowPath(section: 0, row: 1)))

        #expect(presenter.calls == [
            .viewWillAppear, .didTapSelect, .didTapCancel, .didTapAddPlayer, .didTapConfirmPlayers,
            .didTapHistory, .didTapLogout, .didSelectRow(at: 2), .didSwipeToDeleteRow(at: 1),
        ])
    }

    @Test func playerListReloadsEachTimeItAppears() async {
        let presenter = PlayerListPresenterMock()
        let view = PlayerListView(presenter: presenter)
        await stage.run(view)

        stage.navigationController.push(ViewController())
        stage.navigationController.pop()
        await stage.settle()

        #expect(presenter.calls == [.viewWillAppear, .viewWillAppear])
    }

    @Test func playerListForwardsEachAlertAnswer() async {
        let presenter = PlayerListPresenterMock()
        let view = PlayerListView(presenter: presenter)
        await stage.run(view)

        view.displayConfirmation(.confirmDeletion)
        #expect(view.screen.alert?.title == PlayerListScreen.Text.deleteTitle)
        await stage.send(.alert("Cancel"), to: view)
        await stage.send(.alert("Yes"), to: view)
        view.handleError("Could not delete the player.")
        #expect(stage.navigationController.currentScreen.alert == .error("Could not delete the player."))
        stage.navigationController.send(.alert("OK"))
        view.displayConfirmation(nil)

        #expect(presenter.calls == [.viewWillAppear, .didCancelDeletion, .didConfirmDeletion])
        #expect(stage.navigationController.currentScreen.alert == nil)
    }

    @Test func playerListDrawsWhatItIsTold() async {
        let view = PlayerListView(presenter: PlayerListPresenterMock())
        let rows = [PlayerListScreen.Row(playerID: 1, name: "Ada", detail: "Position: -, Skill: -"),
                    PlayerListScreen.Row(playerID: 2, name: "Bea", detail: "Position: GK, Skill: -", isChecked: true)]
        await stage.run(view)

        view.displayRoster(title: "1 selected", mode: .selection(isConfirmEnabled: false), rows: rows, showsEmptyMessage: false)
        view.showLoadingView()

        #expect(view.screen == PlayerListScreen.make(title: "1 selected", mode: .selection(isConfirmEnabled: false), rows: rows,
                                                     showsEmptyMessage: false, isLoading: true))
    }
}
