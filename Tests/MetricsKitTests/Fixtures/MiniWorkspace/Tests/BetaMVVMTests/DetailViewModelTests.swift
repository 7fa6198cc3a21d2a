import BetaMVVM
import Testing

@Suite struct DetailViewModelTests {
    @Test func keepsTheTitle() {
        #expect(DetailViewModel(title: "a").title == "a")
    }

    /// Fails on purpose: the fixture's deliberately failing module.
    @Test func failsOnPurpose() {
        #expect(DetailViewModel(title: "").isEmpty == false)
    }
}
