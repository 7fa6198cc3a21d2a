import FootballGatherModel
import FootballGatherUI
import TerminalUI
@testable import FootballGatherVIPER
import Testing

/// The views are passive: they draw what they were told through the shared builders, keep
/// what their controls hold, and turn every event into one presenter call.
@MainActor @Suite struct ViewTests {
    let navigationController = NavigationController()

    /// Shows `view` (so it loads), then sends `events`, each once the work of the one
    /// before has finished.
    private func run(_ view: ViewController, _ events: Event...) async {
        navigationController.setViewControllers([view])
        await send(events, to: view)
    }

    private func send(_ events: Event..., to view: ViewController) async {
        await send(events, to: view)
    }

    private func send(_ events: [Event], to view: ViewController) async {
        await navigationController.activity.waitUntilIdle()
        for event in events {
            view.handle(event)
            await navigationController.activity.waitUntilIdle()
        }
    }

    @Test func loginKeepsWhatIsTypedAndForwardsTheButtons() async {
        let presenter = LoginPresenterMock()
        let view = LoginView(presenter: presenter)

        await run(view, .edit("username", text: "ana"), .edit("password", text: "pitch"),
                  .toggle("rememberMe", isOn: false), .tap("login"), .tap("register"))

        #expect(presenter.calls == ["viewDidLoad()", "performLogin()", "performRegister()"])
        #expect(view.screen == LoginScreen.make(username: "ana", password: "pitch", rememberMe: false))
    }

    @Test func loginDrawsLoadingAndTheErrorAlertTheyAreTold() async {
        let view = LoginView(presenter: LoginPresenterMock())
        await run(view)

        view.showLoadingView()
        view.handleError("Both fields are mandatory.")

        #expect(view.screen == LoginScreen.make(username: "", password: "", rememberMe: true,
                                                isLoading: true, errorMessage: "Both fields are mandatory."))
        view.handle(.alert("OK"))
        #expect(view.screen.alert == nil)
    }

    @Test func playerListForwardsButtonsRowsAndSwipes() async {
        let presenter = PlayerListPresenterMock()
        let view = PlayerListView(presenter: presenter)

        await run(view, .tap("select"), .tap("cancel"), .tap("addPlayer"), .tap("confirmPlayers"),
                  .tap("history"), .tap("logout"), .select(RowPath(section: 0, row: 2)), .delete(RowPath(section: 0, row: 1)))

        #expect(presenter.calls == [
            "viewWillAppear()", "didTapSelect()", "didTapCancel()", "didTapAddPlayer()", "didTapConfirmPlayers()",
            "didTapHistory()", "didTapLogout()", "didSelectRow(2)", "didSwipeToDeleteRow(1)",
        ])
    }

    @Test func playerListReloadsEachTimeItAppears() async {
        let presenter = PlayerListPresenterMock()
        let view = PlayerListView(presenter: presenter)
        await run(view)

        navigationController.push(ViewController())
        navigationController.pop()
        await navigationController.activity.waitUntilIdle()

        #expect(presenter.calls == ["viewWillAppear()", "viewWillAppear()"])
    }

    @Test func playerListAnswersTheAlertItShows() async {
        let presenter = PlayerListPresenterMock()
        let view = PlayerListView(presenter: presenter)
        await run(view)

        view.displayAlert(.confirmDeletion)
        #expect(view.screen.alert?.title == PlayerListScreen.Text.deleteTitle)
        await send(.alert("Cancel"), to: view)
        await send(.alert("Yes"), to: view)
        view.displayAlert(.error("Could not delete the player."))
        await send(.alert("OK"), to: view)
        view.displayAlert(nil)
        await send(.alert("OK"), to: view)

        #expect(presenter.calls == ["viewWillAppear()", "didCancelDeletion()", "didConfirmDeletion()", "didDismissError()"])
        #expect(view.screen.alert == nil)
    }

    @Test func playerListDrawsWhatItIsTold() async {
        let view = PlayerListView(presenter: PlayerListPresenterMock())
        let rows = [PlayerListScreen.Row(playerID: 1, name: "Ada", detail: "Position: -, Skill: -"),
                    PlayerListScreen.Row(playerID: 2, name: "Bea", detail: "Position: GK, Skill: -", isChecked: true)]
        await run(view)

        view.displayRoster(title: "1 selected", mode: .selection(isConfirmEnabled: false), rows: rows, showsEmptyMessage: false)
        view.showLoadingView()

        #expect(view.screen == PlayerListScreen.make(title: "1 selected", mode: .selection(isConfirmEnabled: false), rows: rows,
                                                     showsEmptyMessage: false, isLoading: true))
    }

    @Test func playerEditKeepsTheTextAndForwardsChoicesAndDone() async {
        let presenter = PlayerEditPresenterMock()
        let view = PlayerEditView(presenter: presenter)
        await run(view)
        view.displayField(.name, content: .text("Ada"))

        await send(.edit("value", text: "Ada K."), .select(RowPath(section: 0, row: 3)), .tap("done"), to: view)

        #expect(view.valueText == "Ada K.")
        #expect(presenter.calls == ["viewDidLoad()", "didSelectOption(3)", "didTapDone()"])
        #expect(view.screen == PlayerEditScreen.make(field: .name, content: .text("Ada K.")))
    }

    @Test func confirmPlayersTurnsAMoveIntoSections() async {
        let presenter = ConfirmPlayersPresenterMock()
        let view = ConfirmPlayersView(presenter: presenter)

        await run(view, .move(RowPath(section: 0, row: 1), toSection: 2), .move(RowPath(section: 2, row: 0), toSection: 7),
                  .tap("startGather"))

        #expect(presenter.calls == ["viewDidLoad()", "didMovePlayer(1, Bench → Team B)", "didTapStartGather()"])
    }

    @Test func gatherForwardsSteppersButtonsAndPicks() async {
        let presenter = GatherPresenterMock()
        let view = GatherView(presenter: presenter)

        await run(view, .step("scoreTeamA", value: 2), .step("scoreTeamB", value: 1), .tap("timerAction"),
                  .tap("setTimer"), .pick("timePicker", component: 0, row: 4), .pick("timePicker", component: 1, row: 30),
                  .tap("cancelPicker"), .tap("donePicker"), .tap("cancelTimer"), .tap("endGather"))

        #expect(presenter.calls == [
            "viewDidLoad()", "didChangeScore(2, Team A)", "didChangeScore(1, Team B)", "didTapTimerAction()",
            "didTapSetTimer()", "didPickMinutes(4)", "didPickSeconds(30)", "didTapCancelPicker()",
            "didTapDonePicker()", "didTapCancelTimer()", "didTapEndGather()",
        ])
    }

    @Test func gatherEndsOnlyOnYes() async {
        let presenter = GatherPresenterMock()
        let view = GatherView(presenter: presenter)
        await run(view)

        view.displayAlert(.confirmEnd)
        await send(.alert("Cancel"), to: view)
        await send(.alert("Yes"), to: view)
        view.displayAlert(.error("Could not save the gather."))
        await send(.alert("OK"), to: view)

        #expect(presenter.calls == ["viewDidLoad()", "didCancelEndGather()", "didConfirmEndGather()", "didDismissError()"])
    }

    @Test func gatherTellsThePresenterWhenItLeaves() async {
        let presenter = GatherPresenterMock()
        let view = GatherView(presenter: presenter)
        navigationController.setViewControllers([ViewController(), view])

        navigationController.pop()

        #expect(presenter.calls == ["viewDidLoad()", "viewDidDisappear()"])
    }

    @Test func gatherDrawsThePickerItIsTold() async {
        let view = GatherView(presenter: GatherPresenterMock())
        await run(view)

        view.displayTimer(time: "10:00", controls: .timePicker(GatherScreen.TimePicker(selectedMinute: 1, selectedSecond: 5)))

        #expect(view.screen.labels == ["10:00"])
        #expect(view.screen.pickers.first?.components.map(\.selectedRow) == ["1 min", "5 sec"])
        #expect(view.screen.buttons.map(\.title) == ["Cancel", "Done"])
        view.displayTimer(time: "01:05", controls: .timer(actionTitle: "Start", isActionEnabled: true))
        #expect(view.screen.pickers.isEmpty)
        #expect(view.screen.buttons.map(\.title) == ["Start", "Set", "Cancel", "End Gather"])
    }
}
