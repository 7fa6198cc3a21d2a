import AppSupport
import Testing

@Suite struct LoadableTests {
    private enum LoadError: Error, Equatable { case offline }
    private typealias Number = Loadable<Int, LoadError>

    @Test func loadingRemembersTheValueShownBefore() {
        #expect(Number.loaded(1).loading() == .isLoading(previous: 1))
        #expect(Number.notRequested.loading() == .isLoading(previous: nil))
        #expect(Number.failed(.offline).loading() == .isLoading(previous: nil))
    }

    @Test func cancellingReturnsToThePreviousValue() {
        #expect(Number.loaded(1).loading().cancelled() == .loaded(1))
        #expect(Number.notRequested.loading().cancelled() == .notRequested)
        #expect(Number.loaded(2).cancelled() == .loaded(2))
    }

    @Test func accessorsDescribeTheState() {
        #expect(Number.isLoading(previous: 3).value == 3)
        #expect(Number.isLoading(previous: 3).isLoading)
        #expect(Number.failed(.offline).error == .offline)
        #expect(Number.loaded(4).error == nil)
        #expect(Number.notRequested.value == nil)
    }
}
