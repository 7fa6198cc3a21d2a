import Clocks
import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import Testing

/// The Gather screen's countdown, driven by a `TestClock`.
@MainActor
@Suite struct GatherTimerViewModelTests {
    let clock = TestClock()
    let viewModel: GatherViewModel

    init() async throws {
        let world = try await World()
        viewModel = GatherViewModel(
            gather: try await world.startGather(),
            userID: world.userID,
            repository: world.repositories.gathers,
            clock: clock,
            now: { .fullTime },
            onEnded: {}
        )
    }

    /// Lets `seconds` pass one by one, each time once the countdown loop (if the timer
    /// runs) is asleep on the clock, so no tick is lost to scheduling.
    private func pass(seconds: Int) async {
        for _ in 0..<seconds {
            await untilTheLoopSleeps()
            await clock.advance(by: .seconds(1))
        }
        await untilTheLoopSleeps()
    }

    private func untilTheLoopSleeps() async {
        var attempts = 0
        while viewModel.timer.state == .running, (try? await clock.checkSuspension()) != nil, attempts < 1_000 {
            try? await Task.sleep(for: .milliseconds(1))
            attempts += 1
        }
    }

    private func setTime(minutes: Int, seconds: Int) {
        viewModel.showTimePicker()
        viewModel.pickMinutes(at: minutes)
        viewModel.pickSeconds(at: seconds)
        viewModel.confirmTimePicker()
    }

    @Test func startCountsDownOneSecondPerSecond() async {
        viewModel.toggleTimer()

        await pass(seconds: 3)

        #expect(viewModel.timer.display == "09:57")
        #expect(viewModel.timer.actionTitle == "Pause")
    }

    @Test func pauseStopsTheCountdown() async {
        viewModel.toggleTimer()
        await pass(seconds: 2)

        viewModel.toggleTimer()
        await pass(seconds: 5)

        #expect(viewModel.timer.display == "09:58")
        #expect(viewModel.timer.actionTitle == "Resume")
    }

    @Test func resumeCarriesOnFromWhereItPaused() async {
        viewModel.toggleTimer()
        await pass(seconds: 2)
        viewModel.toggleTimer()
        await pass(seconds: 5)

        viewModel.toggleTimer()
        await pass(seconds: 3)

        #expect(viewModel.timer.display == "09:55")
        #expect(viewModel.timer.state == .running)
    }

    @Test func reachingZeroStopsAndPutsTheSelectedTimeBack() async {
        setTime(minutes: 0, seconds: 3)
        viewModel.toggleTimer()

        await pass(seconds: 3)
        #expect(viewModel.timer.display == "00:03")
        #expect(viewModel.timer.state == .stopped)

        await pass(seconds: 2)
        #expect(viewModel.timer.display == "00:03")
    }

    @Test func thePickerOpensOnTheSelectedTime() {
        viewModel.showTimePicker()

        #expect(viewModel.timeSelection == .init(minutes: 10, seconds: 0))
    }

    @Test func pickingATimeSetsIt() {
        setTime(minutes: 5, seconds: 30)

        #expect(viewModel.timeSelection == nil)
        #expect(viewModel.timer.display == "05:30")
        #expect(viewModel.timer.actionTitle == "Start")
    }

    @Test func settingATimeStopsARunningTimer() async {
        viewModel.toggleTimer()
        await pass(seconds: 2)

        setTime(minutes: 1, seconds: 0)
        await pass(seconds: 5)

        #expect(viewModel.timer.display == "01:00")
        #expect(viewModel.timer.state == .stopped)
    }

    @Test func cancellingThePickerChangesNothing() {
        viewModel.showTimePicker()
        viewModel.pickMinutes(at: 1)

        viewModel.cancelTimePicker()

        #expect(viewModel.timeSelection == nil)
        #expect(viewModel.timer.display == "10:00")
    }

    @Test func zeroCannotBeStarted() async {
        setTime(minutes: 0, seconds: 0)

        viewModel.toggleTimer()
        await pass(seconds: 1)

        #expect(viewModel.timer.state == .stopped)
        #expect(!viewModel.timer.isActionEnabled)
        #expect(viewModel.timer.display == "00:00")
    }

    @Test func cancelStopsAndPutsTheSelectedTimeBack() async {
        viewModel.toggleTimer()
        await pass(seconds: 5)

        viewModel.cancelTimer()
        await pass(seconds: 5)

        #expect(viewModel.timer.display == "10:00")
        #expect(viewModel.timer.actionTitle == "Start")
    }

    @Test func leavingTheScreenStopsTheTimer() async {
        viewModel.toggleTimer()
        await pass(seconds: 1)

        viewModel.onDisappear()
        await pass(seconds: 5)

        #expect(viewModel.timer.state == .stopped)
        #expect(viewModel.timer.display == "10:00")
    }

    @Test func theTimerRunsWhileThePickerIsOpen() async {
        viewModel.toggleTimer()
        viewModel.showTimePicker()

        await pass(seconds: 2)

        #expect(viewModel.timer.display == "09:58")
    }
}
