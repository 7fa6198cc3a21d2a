import Observation
import ReactorSupport
import TerminalUI
import Testing

/// The View's binding to a pulse: `reactor.pulse(\.$x)` on Observation.
@MainActor @Suite struct PulseBindingTests {
    /// A reactor's observable state, reduced to one pulse and one unrelated value.
    @Observable
    final class Model {
        struct State: Equatable {
            @Pulse var message: String? = nil
            var unrelated = 0
        }

        var state = State()
    }

    @Test func aFiredStateDiffersFromTheOneBefore() {
        var state = Model.State()
        let before = state

        state.message = nil

        #expect(state != before)
    }

    @Test func theBindingHandsEachFiringOnceAndNeverForAnUnrelatedChange() async {
        let model = Model()
        let activity = TaskTracker()
        var handled: [String?] = []
        let binding = PulseBinding({ model.state.$message }, activity: activity) { handled.append($0) }

        model.state.message = "first"
        await activity.waitUntilIdle()
        model.state.unrelated += 1
        await activity.waitUntilIdle()
        model.state.message = "first"
        await activity.waitUntilIdle()

        #expect(handled == ["first", "first"])
        withExtendedLifetime(binding) {}
    }

    @Test func aPulseFiredBeforeBindingIsHandedOnceAtOnce() {
        let model = Model()
        model.state.message = "early"
        var handled: [String?] = []

        let binding = PulseBinding({ model.state.$message }, activity: TaskTracker()) { handled.append($0) }

        #expect(handled == ["early"])
        withExtendedLifetime(binding) {}
    }

    @Test func firingNilIsHandedToo() async {
        let model = Model()
        let activity = TaskTracker()
        var handled: [String?] = []
        let binding = PulseBinding({ model.state.$message }, activity: activity) { handled.append($0) }

        model.state.message = nil
        await activity.waitUntilIdle()

        #expect(handled == [nil])
        withExtendedLifetime(binding) {}
    }

    @Test func eachCheckIsTrackedWorkOnTheActivity() async {
        let model = Model()
        let activity = TaskTracker()
        var handled: [String?] = []
        let binding = PulseBinding({ model.state.$message }, activity: activity) { handled.append($0) }

        model.state.message = "late"

        #expect(activity.pendingCount == 1)
        #expect(handled.isEmpty)
        await activity.waitUntilIdle()
        #expect(handled == ["late"])
        withExtendedLifetime(binding) {}
    }

    @Test func aReleasedBindingHandsNothingMore() async {
        let model = Model()
        let activity = TaskTracker()
        var handled: [String?] = []
        var binding: PulseBinding<String?>? = PulseBinding({ model.state.$message }, activity: activity) { handled.append($0) }
        #expect(binding != nil)

        binding = nil
        model.state.message = "gone"
        await activity.waitUntilIdle()

        #expect(activity.pendingCount == 0)
        #expect(handled.isEmpty)
    }
}
