@testable import FootballGatherCleanDomain
import FootballGatherModel
import TerminalUI
import Testing

/// The countdown on virtual time: the clock knows when the countdown sleeps, so each
/// second passes only once the previous one has landed.
@MainActor
@Suite struct GatherTimerUseCaseTests {
    let appState = AppState.gathering()
    let time = VirtualTime()
    var useCase: DefaultGatherTimerUseCase { DefaultGatherTimerUseCase(appState: appState, clock: time.clock) }
    var timer: GatherTimer { appState.gather?.timer ?? GatherTimer() }

    /// Runs the countdown as tracked work, as the view does, for `seconds` of the clock:
    /// the toolkit's idle detection tells when it is asleep waiting for the next second.
    private func runCountdown(for seconds: Int) async {
        let activity = TaskTracker()
        let countdown = activity.perform { [useCase] in await useCase.runCountdown() }
        for _ in 0..<seconds {
            await activity.waitUntilIdle { [time] in time.sleepingCount }
            await time.passOneSecond()
        }
        await activity.waitUntilIdle { [time] in time.sleepingCount }
        countdown.cancel()
        await countdown.value
    }

    private func pick(minutes: Int, seconds: Int) {
        useCase.openPicker()
        useCase.pickMinutes(at: minutes)
        useCase.pickSeconds(at: seconds)
        useCase.applyPicker()
    }

    @Test func theActionStartsPausesAndResumes() {
        useCase.toggle()
        #expect(timer.actionTitle == "Pause")
        useCase.toggle()
        #expect(timer.actionTitle == "Resume")
        useCase.toggle()
        #expect(timer.state == .running)
    }

    @Test func aRunningTimerCountsDownOneSecondPerSecond() async {
        useCase.toggle()

        await runCountdown(for: 3)

        #expect(timer.display == "09:57")
    }

    @Test func aPausedTimerDoesNotCountDown() async {
        useCase.toggle()
        await runCountdown(for: 2)
        useCase.toggle()

        await runCountdown(for: 5)

        #expect(timer.display == "09:58")
        #expect(timer.state == .paused)
    }

    @Test func atZeroTheTimerStopsAndShowsTheSelectedTimeAgain() async {
        pick(minutes: 0, seconds: 2)
        useCase.toggle()

        await runCountdown(for: 3)

        #expect(timer.state == .stopped)
        #expect(timer.display == "00:02")
    }

    @Test func zeroCannotStart() {
        pick(minutes: 0, seconds: 0)

        useCase.toggle()

        #expect(timer.state == .stopped)
        #expect(!timer.isActionEnabled)
    }

    @Test func thePickerOpensOnTheSelectedTime() {
        useCase.openPicker()

        #expect(appState.gather?.pickedTime?.minutes == 10)
        #expect(appState.gather?.pickedTime?.seconds == 0)
    }

    @Test func doneSetsThePickedTimeAndStopsTheTimer() {
        useCase.toggle()

        pick(minutes: 5, seconds: 30)

        #expect(timer.state == .stopped)
        #expect(timer.display == "05:30")
        #expect(appState.gather?.pickedSeconds == nil)
    }

    @Test func cancellingThePickerChangesNothing() {
        useCase.toggle()
        useCase.openPicker()
        useCase.pickMinutes(at: 1)

        useCase.closePicker()

        #expect(timer.state == .running)
        #expect(timer.selectedSeconds == 600)
        #expect(appState.gather?.pickedSeconds == nil)
    }

    @Test func rowsOutsideThePickerAreIgnored() {
        useCase.openPicker()

        useCase.pickMinutes(at: 60)
        useCase.pickSeconds(at: -1)

        #expect(appState.gather?.pickedSeconds == 600)
    }

    @Test func cancelStopsAndPutsTheSelectedTimeBack() async {
        useCase.toggle()
        await runCountdown(for: 4)

        useCase.cancel()

        #expect(timer.state == .stopped)
        #expect(timer.display == "10:00")
    }
}
