import AppSupport
import Clocks
import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

@MainActor @Suite struct GatherViewTests {
    let world: Backend
    let ended = ClosureSpy<Void>()
    let viewModel: GatherViewModel
    let view: GatherView
    let navigation: NavigationController

    init() async throws {
        world = try await Backend.seeded()
        navigation = NavigationController(root: ViewController())
        viewModel = GatherViewModel(
            gather: try await world.gather(teamA: ["Ada", "Bruno"], teamB: ["Carla"]),
            countdown: GatherTimerViewModel(ticker: Ticker(clock: TestClock(), track: navigation.rootActivity.track)),
            userID: world.userID,
            repository: world.repositories.gathers,
            now: { .fullTime },
            onEnded: ended.record
        )
        view = GatherView(viewModel: viewModel)
        navigation.push(view)
    }

    @Test func steppersSetTheScore() {
        view.handle(.step(GatherScreen.Stepper.score(.teamA), value: 2))
        view.handle(.step(GatherScreen.Stepper.score(.teamB), value: 1))

        #expect(view.screen.steppers.map(\.value) == [2, 1])
    }

    @Test func theTimerButtonStartsAndPauses() {
        view.handle(.tap(GatherScreen.Button.timerAction))
        #expect(view.screen.buttons.first?.title == "Pause")

        view.handle(.tap(GatherScreen.Button.timerAction))
        #expect(view.screen.buttons.first?.title == "Resume")
    }

    @Test func thePickerSetsTheTime() {
        view.handle(.tap(GatherScreen.Button.setTimer))
        #expect(view.screen.buttons.map(\.title) == ["Cancel", "Done"])

        view.handle(.pick(GatherScreen.Picker.timePicker, component: 0, row: 7))
        view.handle(.pick(GatherScreen.Picker.timePicker, component: 1, row: 5))
        view.handle(.tap(GatherScreen.Button.donePicker))

        #expect(view.screen.labels == ["07:05"])
        #expect(view.screen.pickers.isEmpty)
        #expect(view.screen.buttons.map(\.title) == ["Start", "Set", "Cancel", "End Gather"])
    }

    @Test func endGatherAsksAndYesEnds() async throws {
        view.handle(.tap(GatherScreen.Button.endGather))
        #expect(view.screen.alert == ConfirmationAlert.make(title: "End Gather", message: "Are you sure you want to end the gather?"))

        view.handle(.alert("Yes"))
        await navigation.activity.waitUntilIdle()

        #expect(ended.count == 1)
        #expect(try await world.endedGathers().count == 1)
    }

    @Test func endGatherThenCancelKeepsPlaying() async throws {
        view.handle(.tap(GatherScreen.Button.endGather))

        view.handle(.alert("Cancel"))
        await navigation.activity.waitUntilIdle()

        #expect(view.screen.alert == nil)
        #expect(ended.count == 0)
    }

    @Test func rendersTheViewModelsDisplayValues() {
        view.handle(.step(GatherScreen.Stepper.score(.teamB), value: 3))

        #expect(view.screen == GatherScreen.make(
            time: "10:00", teamAScore: 0, teamBScore: 3,
            teamA: viewModel.teamARows, teamB: viewModel.teamBRows,
            controls: .timer(actionTitle: "Start", isActionEnabled: true)
        ))
    }

    @Test func leavingTheScreenStopsTheTimer() {
        view.handle(.tap(GatherScreen.Button.timerAction))

        navigation.pop()

        #expect(viewModel.countdown.timer.state == .stopped)
    }
}
