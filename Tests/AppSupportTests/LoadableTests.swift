import AppSupport
import Testing

@Suite struct LoadableTests {
    @Test func loadingRemembersTheValueShownBefore() {
        #expect(Loadable<Int>.loaded(1).loading() == .isLoading(previous: 1))
        #expect(Loadable<Int>.notRequested.loading() == .isLoading(previous: nil))
        #expect(Loadable<Int>.failed(message: "x").loading() == .isLoading(previous: nil))
    }

    @Test func cancellingReturnsToThePreviousValue() {
        #expect(Loadable<Int>.loaded(1).loading().cancelled() == .loaded(1))
        #expect(Loadable<Int>.notRequested.loading().cancelled() == .notRequested)
        #expect(Loadable<Int>.loaded(2).cancelled() == .loaded(2))
    }

    @Test func accessorsDescribeTheState() {
        #expect(Loadable<Int>.isLoading(previous: 3).value == 3)
        #expect(Loadable<Int>.isLoading(previous: 3).isLoading)
        #expect(Loadable<Int>.failed(message: "Could not load.").errorMessage == "Could not load.")
        #expect(Loadable<Int>.loaded(4).errorMessage == nil)
        #expect(Loadable<Int>.notRequested.value == nil)
    }
}
