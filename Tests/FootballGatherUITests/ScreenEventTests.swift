import FootballGatherModel
import FootballGatherUI
import TerminalUI
import Testing

/// Every control a screen shows reaches its views as a typed event, and anything else as
/// nothing: the storyboard's connections, checked once for all six patterns.
@Suite struct ScreenEventTests {
    @Test func loginTypesEveryControlItShows() {
        let screen = LoginScreen.make(username: "", password: "", rememberMe: true, errorMessage: "x")

        #expect(screen.fields.map { LoginScreen.Event(.edit($0.id, text: "a")) } == [
            .edit(.username, text: "a"), .edit(.password, text: "a"),
        ])
        #expect(screen.toggles.map { LoginScreen.Event(.toggle($0.id, isOn: false)) } == [.toggle(.rememberMe, isOn: false)])
        #expect(screen.buttons.map { LoginScreen.Event(.tap($0.id)) } == [.tap(.login), .tap(.register)])
        #expect(screen.alert?.actions.map { LoginScreen.Event(.alert($0)) } == [.dismissError])
    }

    @Test func playerListTypesBothModesAndBothAlerts() {
        let row = PlayerListScreen.Row(playerID: 1, name: "Ada", detail: "")
        let list = PlayerListScreen.make(title: "Players", mode: .list(isSelectEnabled: true), rows: [row], showsEmptyMessage: false, alert: .confirmDeletion)
        let selection = PlayerListScreen.make(title: "1 selected", mode: .selection(isConfirmEnabled: true), rows: [row], showsEmptyMessage: false, alert: .error("x"))

        #expect((list.barButtons + list.buttons).map { PlayerListScreen.Event(.tap($0.id)) } == [
            .tap(.logout), .tap(.history), .tap(.select), .tap(.addPlayer),
        ])
        #expect((selection.barButtons + selection.buttons).map { PlayerListScreen.Event(.tap($0.id)) } == [.tap(.cancel), .tap(.confirmPlayers)])
        #expect(list.alert?.actions.map { PlayerListScreen.Event(.alert($0)) } == [.answer(.yes), .answer(.cancel)])
        #expect(selection.alert?.actions.map { PlayerListScreen.Event(.alert($0)) } == [.dismissError])
        #expect(PlayerListScreen.Event(.delete(RowPath(section: 0, row: 0))) == .delete(RowPath(section: 0, row: 0)))
    }

    @Test func gatherTypesTheStepperTheButtonsAndThePicker() {
        let row = GatherScreen.Row(playerID: 1, name: "Ada", detail: "")
        let timer = GatherScreen.make(
            time: "10:00", teamAScore: 0, teamBScore: 0, teamA: [row], teamB: [],
            controls: .timer(actionTitle: "Start", isActionEnabled: true), alert: .confirmEnd
        )
        let picker = GatherScreen.make(
            time: "10:00", teamAScore: 0, teamBScore: 0, teamA: [row], teamB: [],
            controls: .timePicker(GatherScreen.TimePicker(selectedMinute: 10, selectedSecond: 0))
        )

        #expect(timer.steppers.map { GatherScreen.Event(.step($0.id, value: 3)) } == [
            .step(.score(.teamA), value: 3), .step(.score(.teamB), value: 3),
        ])
        #expect(timer.buttons.map { GatherScreen.Event(.tap($0.id)) } == [
            .tap(.timerAction), .tap(.setTimer), .tap(.cancelTimer), .tap(.endGather),
        ])
        #expect(picker.buttons.map { GatherScreen.Event(.tap($0.id)) } == [.tap(.cancelPicker), .tap(.donePicker)])
        #expect(picker.pickers.map { GatherScreen.Event(.pick($0.id, component: 1, row: 30)) } == [.pick(.seconds, row: 30)])
        #expect(timer.alert?.actions.map { GatherScreen.Event(.alert($0)) } == [.answer(.yes), .answer(.cancel)])
        #expect(GatherScreen.Event(.pick(GatherScreen.Picker.timePicker, component: 2, row: 0)) == nil)
    }

    @Test func theOtherScreensTypeTheirControls() {
        let add = AddPlayerScreen.make(name: "", isDoneEnabled: true)
        let edit = PlayerEditScreen.make(field: .name, content: .text("Ada"))
        let confirm = ConfirmPlayersScreen.make(bench: [], teamA: [], teamB: [], isStartEnabled: true)

        #expect(add.fields.map { AddPlayerScreen.Event(.edit($0.id, text: "B")) } == [.edit(.name, text: "B")])
        #expect(add.barButtons.map { AddPlayerScreen.Event(.tap($0.id)) } == [.tap(.done)])
        #expect(edit.fields.map { PlayerEditScreen.Event(.edit($0.id, text: "B")) } == [.edit(.value, text: "B")])
        #expect(edit.barButtons.map { PlayerEditScreen.Event(.tap($0.id)) } == [.tap(.done)])
        #expect(confirm.buttons.map { ConfirmPlayersScreen.Event(.tap($0.id)) } == [.tap(.startGather)])
        #expect(PlayerDetailsScreen.Event(.select(RowPath(section: 1, row: 0))) == .select(RowPath(section: 1, row: 0)))
        #expect(GatherHistoryScreen.Event(.alert(Screen.Alert.ok)) == .dismissError)
    }

    @Test func anotherScreensControlIsNoEvent() {
        #expect(LoginScreen.Event(.tap(PlayerListScreen.Button.logout)) == nil)
        #expect(AddPlayerScreen.Event(.edit(LoginScreen.Field.username, text: "a")) == nil)
        #expect(PlayerListScreen.Event(.alert("Maybe")) == nil)
        #expect(PlayerDetailsScreen.Event(.tap(AddPlayerScreen.Button.done)) == nil)
        #expect(GatherHistoryScreen.Event(.alert(ConfirmationAlert.Answer.yes.rawValue)) == nil)
    }
}
