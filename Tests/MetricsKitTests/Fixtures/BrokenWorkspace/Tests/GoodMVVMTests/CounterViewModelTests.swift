import GoodMVVM
import Testing

@Test func incrementsTheCount() {
    var viewModel = CounterViewModel()
    viewModel.increment()
    #expect(viewModel.count == 1)
}
