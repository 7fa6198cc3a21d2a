import FootballGatherModel
import FootballGatherUI
import TerminalUI
@testable import FootballGatherVIPER
import Testing
import TestSupport

/// Players' view is passive: it draws what it is told through the shared builder and turns
/// every event into one presenter call.
@MainActor @Suite struct PlayerListViewTests {
    let stage = ScreenStage()

    @Test func playerListForwardsButtonsRowsAndSwipes() async {
        let presenter = PlayerListPresenterSpy()
        let view = PlayerListView(presenter: presenter)

        await stage.show(view, then:
            .tap("select"), .tap("cancel"), .tap("addPlayer"), .tap("confirmPlayers"), .tap("history"),
            .tap("logout"), .select(RowPath(section: 0, row: 2)), .delete(RowPath(section: 0, row: 1)))

        #expect(presenter.calls == [
            .viewWillAppear, .didTapSelect, .didTapCancel, .didTapAddPlayer, .didTapConfirmPlayers,
            .didTapHistory, .didTapLogout, .didSelectRow(at: 2), .didSwipeToDeleteRow(at: 1),
        ])
    }

    @Test func playerListReloadsEachTimeItAppears() async {
        let presenter = PlayerListPresenterSpy()
        let view = PlayerListView(presenter: presenter)
        await stage.show(view)

        stage.navigation.push(ViewController())
        stage.navigation.pop()
        await stage.settle()

        #expect(presenter.calls == [.viewWillAppear, .viewWillAppear])
    }

    @Test func playerListForwardsEachAlertAnswer() async {
        let presenter = PlayerListPresenterSpy()
        let view = PlayerListView(presenter: presenter)
        await stage.show(view)

        view.displayConfirmation(.confirmDeletion)
        #expect(view.screen.alert?.title == PlayerListScreen.Text.deleteTitle)
        await stage.send(.alert("Cancel"), .alert("Yes"))
        view.handleError("Could not delete the player.")
        #expect(stage.screen.alert == .error("Could not delete the player."))
        await stage.send(.alert("OK"))
        view.displayConfirmation(nil)

        #expect(presenter.calls == [.viewWillAppear, .didCancelDeletion, .didConfirmDeletion])
        #expect(stage.screen.alert == nil)
    }

    @Test func playerListDrawsWhatItIsTold() async {
        let view = PlayerListView(presenter: PlayerListPresenterSpy())
        let rows = [PlayerListScreen.Row(playerID: 1, name: "Ada", detail: "Position: -, Skill: -"),
                    PlayerListScreen.Row(playerID: 2, name: "Bea", detail: "Position: GK, Skill: -", isChecked: true)]
        await stage.show(view)

        view.displayRoster(title: "1 selected", mode: .selection(isConfirmEnabled: false), rows: rows, showsEmptyMessage: false)
        view.showLoadingView()

        #expect(view.screen == PlayerListScreen.make(title: "1 selected", mode: .selection(isConfirmEnabled: false), rows: rows,
                                                     showsEmptyMessage: false, isLoading: true))
    }
}
