@testable import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

/// The Gather screen over a gather in progress; time is virtual and passes only on `wait`.
@MainActor @Suite struct GatherViewTests {
    let app = MockedApp(.gathering())

    @Test func showsTheTeamsTheScoreAndTheTimer() async {
        await app.show(.gather)

        #expect(app.screen.title == "Gather in progress")
        #expect(app.screen.labels == ["10:00"])
        #expect(app.screen.sections.map(\.rows.count) == [2, 1])
        #expect(app.screen.buttons.map(\.title) == ["Start", "Set", "Cancel", "End Gather"])
    }

    @Test func theSteppersKeepTheScore() async {
        await app.show(.gather)

        await app.send(.step(GatherScreen.Stepper.score(.teamA), value: 2))
        await app.send(.step(GatherScreen.Stepper.score(.teamB), value: 1))

        #expect(app.screen.steppers.map(\.value) == [2, 1])
    }

    @Test func startCountsDownAndPauseStopsTheCountdown() async {
        await app.show(.gather)

        await app.send(.tap(GatherScreen.Button.timerAction))
        await app.wait(seconds: 3)
        #expect(app.screen.labels == ["09:57"])

        await app.send(.tap(GatherScreen.Button.timerAction))
        await app.wait(seconds: 2)
        #expect(app.screen.labels == ["09:57"])
        #expect(app.screen.buttons.first?.title == "Resume")
    }

    @Test func startingAgainAfterZeroCountsDownAgain() async {
        await app.show(.gather)
        await app.send(.tap(GatherScreen.Button.setTimer))
        await app.send(.pick(GatherScreen.Picker.timePicker, component: 0, row: 0))
        await app.send(.pick(GatherScreen.Picker.timePicker, component: 1, row: 2))
        await app.send(.tap(GatherScreen.Button.donePicker))
        await app.send(.tap(GatherScreen.Button.timerAction))
        await app.wait(seconds: 2)
        #expect(app.screen.buttons.first?.title == "Start")

        await app.send(.tap(GatherScreen.Button.timerAction))
        await app.wait(seconds: 1)

        #expect(app.screen.labels == ["00:01"])
    }

    @Test func thePickerReplacesTheTimerButtonsUntilCancelled() async {
        await app.show(.gather)

        await app.send(.tap(GatherScreen.Button.setTimer))
        #expect(app.screen.pickers.first?.components.map(\.selectedRow) == ["10 min", "0 sec"])
        #expect(app.screen.buttons.map(\.title) == ["Cancel", "Done"])

        await app.send(.tap(GatherScreen.Button.cancelPicker))
        #expect(app.screen.pickers.isEmpty)
        #expect(app.screen.labels == ["10:00"])
    }

    @Test func endGatherAsksAndYesEnds() async {
        await app.show(.gather)

        await app.send(.tap(GatherScreen.Button.endGather))
        #expect(app.screen.alert?.message == "Are you sure you want to end the gather?")

        await app.send(.alert("Yes"))
        #expect(app.gathers.actions.count == 1)
        #expect(app.appState.routing.path == [.players])
    }

    @Test func aFailingEndShowsItsErrorAndKeepsTheTimerRunning() async {
        app.gathers.endResponse = .failure(.storage(.endGather))
        await app.show(.gather)
        await app.send(.tap(GatherScreen.Button.timerAction))

        await app.send(.tap(GatherScreen.Button.endGather))
        await app.send(.alert("Yes"))
        #expect(app.screen.alert == .error("Could not save the gather."))

        await app.send(.alert("OK"))
        await app.wait(seconds: 1)
        #expect(app.screen.labels == ["09:59"])
        #expect(app.screen.alert == nil)
    }

    @Test func leavingTheScreenStopsTheTimer() async {
        await app.show(.gather)
        await app.send(.tap(GatherScreen.Button.timerAction))

        app.stage.navigation.setViewControllers([ViewController()])
        await app.wait(seconds: 2)

        #expect(app.appState.gather?.timer.state == .stopped)
        #expect(app.appState.gather?.timer.remainingSeconds == 600)
    }

    @Test func theTimerActionIsDisabledOnlyWhenStoppedAtZero() async {
        await app.show(.gather)
        await app.send(.tap(GatherScreen.Button.setTimer))
        await app.send(.pick(GatherScreen.Picker.timePicker, component: 0, row: 0))
        await app.send(.tap(GatherScreen.Button.donePicker))

        #expect(app.screen.labels == ["00:00"])
        #expect(app.screen.buttons.first == Screen.Button("Start", id: GatherScreen.Button.timerAction.id, isEnabled: false))
    }

    @Test func thePickerListsEveryMinuteAndSecond() async {
        await app.show(.gather)

        await app.send(.tap(GatherScreen.Button.setTimer))

        let components = app.screen.pickers.first?.components ?? []
        #expect(components.map(\.label) == ["Minutes", "Seconds"])
        #expect(components.first?.rows.first == "0 min")
        #expect(components.first?.rows.last == "59 min")
        #expect(components.last?.rows.count == 60)
        #expect(components.last?.rows.last == "59 sec")
    }

    @Test func donePicksTheTimeAndStopsTheTimer() async {
        await app.show(.gather)
        await app.send(.tap(GatherScreen.Button.timerAction))
        await app.send(.tap(GatherScreen.Button.setTimer))
        await app.send(.pick(GatherScreen.Picker.timePicker, component: 0, row: 5))
        await app.send(.pick(GatherScreen.Picker.timePicker, component: 1, row: 7))

        await app.send(.tap(GatherScreen.Button.donePicker))
        await app.wait(seconds: 1)

        #expect(app.screen.labels == ["05:07"])
        #expect(app.screen.buttons.first?.title == "Start")
    }

    @Test func theTeamRowsShowThePositionOrADash() async {
        let gather = Gather(id: 1, createdAt: .kickOff, players: [
            GatherPlayer(player: .named("Ada"), team: .teamA),
            GatherPlayer(player: Player(id: 9, name: "Zoe"), team: .teamB),
        ])
        let app = MockedApp(.gathering(gather))

        await app.show(.gather)

        #expect(app.screen.sections.map { $0.rows.map(\.detail) } == [["MID"], ["-"]])
    }
}
