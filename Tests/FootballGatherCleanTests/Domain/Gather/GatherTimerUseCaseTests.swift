@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

/// The timer's operations on the gather in progress. The clock is the view's: here each
/// second is one ``GatherTimerUseCase/tick()``.
@MainActor @Suite struct GatherTimerUseCaseTests {
    let appState = AppState.gathering()
    var useCase: DefaultGatherTimerUseCase { DefaultGatherTimerUseCase(appState: appState) }
    var timer: GatherTimer { appState.gather?.timer ?? GatherTimer() }

    private func tick(_ seconds: Int) {
        for _ in 0..<seconds { useCase.tick() }
    }

    @Test func toggleStartsPausesAndResumes() {
        useCase.toggle()
        #expect(timer.state == .running)
        useCase.toggle()
        #expect(timer.state == .paused)
        useCase.toggle()
        #expect(timer.state == .running)
    }

    @Test func eachTickWhileRunningCountsOneSecond() {
        useCase.toggle()

        tick(3)

        #expect(timer.remainingSeconds == 597)
    }

    @Test func ticksWhilePausedOrStoppedCountNothing() {
        tick(2)
        useCase.toggle()
        useCase.toggle()
        tick(2)

        #expect(timer.remainingSeconds == 600)
    }

    @Test func reachingZeroStopsAndPutsTheSelectedTimeBack() {
        useCase.set(minutes: 0, seconds: 2)
        useCase.toggle()

        tick(2)

        #expect(timer.state == .stopped)
        #expect(timer.remainingSeconds == 2)
    }

    @Test func cancelStopsAndPutsTheSelectedTimeBack() {
        useCase.toggle()
        tick(5)

        useCase.cancel()

        #expect(timer.state == .stopped)
        #expect(timer.remainingSeconds == 600)
    }

    @Test func setSelectsTheTimeAndStops() {
        useCase.toggle()

        useCase.set(minutes: 3, seconds: 30)

        #expect(timer.state == .stopped)
        #expect(timer.selectedSeconds == 210)
        #expect(timer.remainingSeconds == 210)
    }

    @Test func zeroCannotStart() {
        useCase.set(minutes: 0, seconds: 0)

        useCase.toggle()

        #expect(timer.state == .stopped)
    }

    @Test func withoutAGatherNothingHappens() {
        let empty = AppState.signedIn()
        let useCase = DefaultGatherTimerUseCase(appState: empty)

        useCase.toggle()
        useCase.tick()

        #expect(empty.gather == nil)
    }
}
