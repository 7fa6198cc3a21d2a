@testable import FootballGatherMVC
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

/// The Gather screen's countdown and its time picker, on virtual time.
@MainActor @Suite struct GatherTimerTests {
    let stage: Stage

    init() async throws {
        let world = try await Backend.seeded()
        let gather = try await world.gather(teamA: ["Ada", "Bruno"], teamB: ["Carla"])
        stage = Stage(faults: world.faults) { stage in
            [GatherViewController(
                gather: gather, userID: world.userID, repository: world.repositories.gathers,
                ticker: stage.makeTicker(), now: { .fullTime }
            )]
        }
        await stage.show()
    }

    private var time: [String] { stage.screen.labels }
    private var buttons: [String] { stage.screen.buttons.map(\.title) }

    private func setTime(minutes: Int, seconds: Int) async {
        await stage.run("tap Set", "pick Minutes \"\(minutes) min\"", "pick Seconds \"\(seconds) sec\"", "tap Done")
    }

    @Test func startCountsDownOneSecondPerSecond() async {
        await stage.run("tap Start", "wait 3")

        #expect(time == ["09:57"])
        #expect(buttons == ["Pause", "Set", "Cancel", "End Gather"])
    }

    @Test func pauseHoldsTheTimeAndResumeCarriesOn() async {
        await stage.run("tap Start", "wait 2", "tap Pause", "wait 5")
        #expect(time == ["09:58"])
        #expect(buttons.first == "Resume")

        await stage.run("tap Resume", "wait 3")
        #expect(time == ["09:55"])
        #expect(buttons.first == "Pause")
    }

    @Test func reachingZeroStopsAndPutsTheSelectedTimeBack() async {
        await setTime(minutes: 0, seconds: 3)
        await stage.run("tap Start", "wait 2")
        #expect(time == ["00:01"])

        await stage.run("wait 1")
        #expect(time == ["00:03"])
        #expect(buttons.first == "Start")

        await stage.run("wait 5")
        #expect(time == ["00:03"])
    }

    @Test func cancelStopsAndResets() async {
        await stage.run("tap Start", "wait 4", "tap Cancel", "wait 2")

        #expect(time == ["10:00"])
        #expect(buttons.first == "Start")
        #expect(stage.time.sleepingCount == 0)
    }

    @Test func setOpensThePickerOnTheSelectedTime() async {
        await setTime(minutes: 7, seconds: 5)

        await stage.run("tap Set")

        #expect(stage.screen.pickers == [Screen.Picker(id: GatherScreen.Picker.timePicker.id, components: [
            .init("Minutes", rows: (0...59).map { "\($0) min" }, selectedIndex: 7),
            .init("Seconds", rows: (0...59).map { "\($0) sec" }, selectedIndex: 5),
        ])])
        #expect(buttons == ["Cancel", "Done"])
    }

    @Test func thePickersCancelChangesNothing() async {
        await stage.run("tap Start", "wait 1", "tap Set", "pick Minutes \"3 min\"", "tap Cancel")

        #expect(stage.screen.pickers.isEmpty)
        #expect(time == ["09:59"])
        #expect(buttons.first == "Pause")
        await stage.run("tap Pause", "tap Set")
        #expect(stage.screen.pickers.first?.components.map(\.selectedIndex) == [10, 0])
    }

    @Test func doneSetsTheTimeAndStopsTheTimer() async {
        await stage.run("tap Start", "wait 2")

        await setTime(minutes: 7, seconds: 5)

        #expect(time == ["07:05"])
        #expect(buttons == ["Start", "Set", "Cancel", "End Gather"])
        await stage.run("wait 3")
        #expect(time == ["07:05"])
    }

    @Test func theTimerKeepsRunningWhileThePickerIsOpen() async {
        await stage.run("tap Start", "tap Set", "wait 3")

        #expect(time == ["09:57"])
    }

    @Test func theTimerKeepsRunningWhileTheEndQuestionIsUp() async {
        await stage.run("tap Start", "tap \"End Gather\"")
        await stage.letTimePass(seconds: 4)
        await stage.run("alert Cancel")

        #expect(time == ["09:56"])
        #expect(buttons.first == "Pause")
    }

    @Test func zeroCannotStart() async {
        await setTime(minutes: 0, seconds: 0)

        #expect(time == ["00:00"])
        #expect(stage.screen.buttons.first == Screen.Button("Start", id: GatherScreen.Button.timerAction.id, isEnabled: false))
        #expect(await stage.attempt("tap Start") != .screen)
    }

    @Test func aWholeTenMinutesRunsOut() async {
        await stage.run("tap Start", "wait 599")
        #expect(time == ["00:01"])

        await stage.run("wait 1")
        #expect(time == ["10:00"])
        #expect(buttons.first == "Start")
    }
}
