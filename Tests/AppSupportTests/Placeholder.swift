import Testing
@testable import AppSupport

@Test func loadableCancelReturnsToPreviousValue() {
    #expect(Loadable<Int>.loaded(1).loading().cancelled() == .loaded(1))
}
