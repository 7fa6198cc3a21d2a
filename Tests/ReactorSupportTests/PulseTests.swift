import ReactorSupport
import Testing

/// ReactorKit's `@Pulse`: a value that fires once per assignment (how a View follows it,
/// once per firing, is `PulseBindingTests`).
@Suite struct PulseTests {
    private struct Holder {
        @Pulse var alert: String? = nil
        var other = 0
    }

    @Test func aNewPulseHasNotFired() {
        let holder = Holder()

        #expect(holder.$alert.valueUpdatedCount == 0)
        #expect(holder.alert == nil)
    }

    @Test func anUnrelatedChangeNeverFiresItAgain() {
        var holder = Holder()
        holder.alert = "Unknown country XYZ."

        holder.other += 1

        #expect(holder.$alert.valueUpdatedCount == 1)
        #expect(holder.alert == "Unknown country XYZ.")
    }

    @Test func twoStatesDifferOnlyByAPulseCountAreNotEqual() {
        var once = Holder()
        once.alert = "x"
        var twice = once
        twice.alert = "x"

        #expect(once.$alert != twice.$alert)
    }

    @Test func everyAssignmentFiresEvenOfAnEqualValue() {
        var pulse = Pulse<String?>(wrappedValue: nil)

        pulse.wrappedValue = "x"
        pulse.wrappedValue = "x"

        #expect(pulse.value == "x")
        #expect(pulse.valueUpdatedCount == 2)
    }

    @Test func firingNilIsAFiringToo() {
        var holder = Holder()

        holder.alert = nil

        #expect(holder.$alert.valueUpdatedCount == 1)
        #expect(holder.$alert.value == nil)
    }
}
