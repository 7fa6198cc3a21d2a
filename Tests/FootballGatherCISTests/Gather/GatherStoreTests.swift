@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import Testing

/// The Gather Store's pure functions: the timer is the Model's state machine; the reducer
/// touches nothing but the state (the countdown is the Interactor's and the Worker's).
@Suite struct GatherStoreTests {
    private let kickOff = GatherState(gather: Roster.gather, userID: Roster.userID)

    private func execute(_ mutations: GatherMutation..., on state: GatherState? = nil) -> GatherState {
        mutations.reduce(state ?? kickOff) { GatherStore.execute(state: $0, mutation: $1) }
    }

    @Test func aTickWhileStoppedChangesNothing() {
        #expect(execute(.tick) == kickOff)
    }

    @Test func startingTheTimerOnlyChangesTheState() {
        let running = execute(.mutateRunTimer(.init(command: .toggle)), .tick)

        #expect(running.domainState.timer.state == .running)
        #expect(GatherStore.viewModel(of: running).time == "09:59")
        #expect(GatherStore.viewModel(of: running).controls == .timer(actionTitle: "Pause", isActionEnabled: true))
    }

    @Test func aSuccessfulEndStopsTheTimerWithoutTellingAnyone() {
        let ended = execute(
            .mutateRunTimer(.init(command: .toggle)), .askToEnd, .endStarted,
            .mutateEndGather(.init(result: .success(Roster.gather)))
        )

        #expect(ended.domainState.timer == GatherTimer())
        #expect(!ended.domainState.isEnding && !ended.domainState.isConfirmingEnd)
    }

    @Test func applyingWithoutAPickedTimeChangesNothing() {
        #expect(execute(.mutateRunTimer(.init(command: .applyPickedTime))) == kickOff)
    }

    @Test func aStartedEndClosesTheQuestionAndShowsLoading() {
        let ending = execute(.askToEnd, .endStarted)

        #expect(GatherStore.viewModel(of: ending).alert == nil)
        #expect(GatherStore.viewModel(of: ending).isLoading)
        #expect(ending.domainState.isEnding)
    }
}
