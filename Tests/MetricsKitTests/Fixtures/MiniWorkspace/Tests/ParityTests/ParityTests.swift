@testable import AlphaMVVM
@testable import AlphaVIPER
import Testing

@MainActor
@Test func bothPatternsShowNames() {
    let viewModel = makeAlphaMVVM()
    viewModel.add("a")
    let presenter = ModuleFactory().makeList()
    let view = AlphaVIPER.ListView()
    presenter.view = view
    presenter.viewDidLoad()
    #expect(viewModel.items.map(\.name) == ["a"])
    #expect(view.shown == ["a", "b"])
}
