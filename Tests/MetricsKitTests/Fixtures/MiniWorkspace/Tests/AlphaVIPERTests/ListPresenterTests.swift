@testable import AlphaVIPER
import XCTest

final class ListPresenterTests: XCTestCase {
    func testShowsSortedNames() async {
        let shown = await MainActor.run {
            let presenter = ModuleFactory().makeList()
            let view = ListView()
            presenter.view = view
            presenter.viewDidLoad()
            return view.shown
        }
        XCTAssertEqual(shown, ["a", "b"])
    }
}
