import BadMVVM
import Testing

@Test func startsAtZero() {
    #expect(CounterViewModel().count == 0)
}
