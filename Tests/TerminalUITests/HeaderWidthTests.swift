import Testing
import TerminalUI

/// Screen headers are padded to the renderer's width in terminal columns, whatever the title holds.
@Suite struct HeaderWidthTests {
    private func header(_ title: String) -> String {
        String(ScreenRenderer().render(Screen(title: title)).split(separator: "\n")[0])
    }

    @Test(arguments: [
        // title, the columns it takes
        ("Players", 7),
        ("日本", 4),
        ("ＪＰＮ", 6),
        ("🇯🇵 Japan", 8),
        ("👨\u{200D}👩\u{200D}👧 family", 9),
        ("Zoe\u{308} Côte", 8),
        ("❤\u{FE0F} x", 4),
        ("한국", 4),
    ])
    func aHeaderIsSixtyColumnsWide(title: String, columns: Int) {
        let header = header(title)
        let padding = header.reversed().prefix { $0 == "=" }.count

        #expect(header.hasPrefix("== \(title) ="))
        #expect(3 + columns + 1 + padding == 60, "\(header)")
    }

    @Test func aTitleWiderThanTheScreenKeepsThreeEqualsSigns() {
        let title = String(repeating: "⚽", count: 40)

        #expect(header(title) == "== \(title) ===")
    }
}
