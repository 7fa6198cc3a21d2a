@testable import AlphaMVVM
import Testing
import XCTest

@MainActor
@Suite struct ListViewModelTests {
    @Test func startsEmpty() {
        #expect(ListViewModel().items.isEmpty)
    }

    @Test(arguments: ["a", "b"]) func addsAnItem(name: String) {
        let viewModel = ListViewModel()
        viewModel.add(name)
        #expect(viewModel.items.map(\.name) == [name])
    }
}

final class ListViewModelXCTests: XCTestCase {
    @MainActor func testAddsTwoItems() {
        let viewModel = ListViewModel()
        viewModel.add("a")
        viewModel.add("b")
        XCTAssertEqual(viewModel.items.count, 2)
    }

    @MainActor func testRendersNames() {
        let viewModel = ListViewModel()
        viewModel.add("a")
        XCTAssertEqual(ListView(viewModel: viewModel).render(), "a")
    }

    func helper() {}
}
