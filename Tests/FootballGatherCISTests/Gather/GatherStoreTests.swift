@testable import FootballGatherCIS
import FootballGatherModel
import Testing

/// The Gather Store's pure function: the timer is Core's state machine, and the Worker
/// hears about the countdown only when the timer's state changes.
@MainActor
@Suite struct GatherStoreTests {
    let worker = GatherWorkerMock()

    private var store: GatherStore {
        GatherStore(initialState: GatherState(gather: Roster.gather, userID: Roster.userID), worker: worker)
    }

    private var kickOff: GatherState { GatherState(gather: Roster.gather, userID: Roster.userID) }

    @Test func aTickWhileStoppedChangesNothing() {
        #expect(store.execute(state: kickOff, mutation: .tick) == kickOff)
        #expect(worker.calls.isEmpty)
    }

    @Test func theCountdownIsToldOnlyWhenTheTimerStateChanges() {
        let running = store.execute(state: kickOff, mutation: .toggleTimer)
        _ = store.execute(state: running, mutation: .tick)
        _ = store.execute(state: running, mutation: .showTimePicker)

        #expect(worker.calls == [.startCountdown])
    }

    @Test func aStartedEndClosesTheQuestionAndShowsLoading() {
        let asking = store.execute(state: kickOff, mutation: .askToEnd)

        let ending = store.execute(state: asking, mutation: .endStarted)

        #expect(!ending.viewModel.isConfirmingEnd)
        #expect(ending.viewModel.isEnding)
        #expect(ending.domainState.isEnding)
    }
}
