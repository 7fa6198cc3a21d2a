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

// XCTest on Linux cannot call @MainActor test methods: hop onto the main actor instead.
final class ListViewModelXCTests: XCTestCase {
    func testAddsTwoItems() async {
        let count = await MainActor.run {
            let viewModel = ListViewModel()
            viewModel.add("a")
            viewModel.add("b")
            return viewModel.items.count
        }
        XCTAssertEqual(count, 2)
    }

    func testRendersNames() async {
        let rendered = await MainActor.run {
            let viewModel = ListViewModel()
            viewModel.add("a")
            return ListView(viewModel: viewModel).render()
        }
        XCTAssertEqual(rendered, "a")
    }

    func helper() {}
}
