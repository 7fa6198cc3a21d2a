@testable import AlphaVIPER
import XCTest

@MainActor
final class ListPresenterTests: XCTestCase {
    func testShowsSortedNames() {
        let presenter = ModuleFactory().makeList()
        let view = ListView()
        presenter.view = view
        presenter.viewDidLoad()
        XCTAssertEqual(view.shown, ["a", "b"])
    }
}
