import ReactorSupport
import Testing

/// ReactorKit's `@Pulse`: a value a View handles once per time it is set.
@Suite struct PulseTests {
    private struct Holder {
        @Pulse var alert: String? = nil
        var other = 0
    }

    @Test func aNewPulseHasNothingToHandle() {
        let holder = Holder()
        var seen = 0

        #expect(holder.$alert.unseen(by: &seen) == nil)
        #expect(holder.alert == nil)
    }

    @Test func aSetValueIsHandledOnce() {
        var holder = Holder()
        var seen = holder.$alert.valueUpdatedCount
        holder.alert = "Could not save the favourite."

        #expect(holder.$alert.unseen(by: &seen) == "Could not save the favourite.")
        #expect(holder.$alert.unseen(by: &seen) == nil)
    }

    @Test func anUnrelatedChangeNeverFiresItAgain() {
        var holder = Holder()
        var seen = 0
        holder.alert = "Unknown country XYZ."
        _ = holder.$alert.unseen(by: &seen)

        holder.other += 1

        #expect(holder.$alert.unseen(by: &seen) == nil)
        #expect(holder.alert == "Unknown country XYZ.")
    }

    @Test func theSameValueSetTwiceFiresTwice() {
        var holder = Holder()
        var seen = 0
        holder.alert = "Unknown country XYZ."
        _ = holder.$alert.unseen(by: &seen)

        holder.alert = "Unknown country XYZ."

        #expect(holder.$alert.unseen(by: &seen) == "Unknown country XYZ.")
        #expect(holder.$alert.valueUpdatedCount == 2)
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
        var seen = 0

        holder.alert = nil

        #expect(holder.$alert.unseen(by: &seen) == .some(nil))
        #expect(holder.$alert.unseen(by: &seen) == nil)
    }
}
