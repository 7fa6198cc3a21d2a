import XCTest

final class FormattingTest: XCTestCase {
    func testInitials() {
        XCTAssertEqual(initials(of: "Ann"), "A")
    }

    func helper() {}
}
