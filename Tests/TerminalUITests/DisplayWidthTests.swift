import Testing
import TerminalUI

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0), ("Players", 7), ("Côte d'Ivoire", 13),
        ("日本", 4), ("ＪＰＮ", 6), ("한국어", 6), ("ｶﾀｶﾅ", 4),
        ("⚽", 2), ("🇯🇵", 2), ("👍🏽", 2), ("👨\u{200D}👩\u{200D}👧", 2), ("❤\u{FE0F}", 2), ("1\u{FE0F}\u{20E3}", 2),
        ("e\u{301}", 1), ("Zoe\u{308}", 3), ("\u{1100}\u{1161}\u{11A8}", 2),
        ("\u{200D}", 0), ("\u{301}", 0), ("\u{FE0F}", 0), ("a\u{200B}b", 2),
        ("❤", 1), ("©", 1), ("→", 1),
    ])
    func columnsAsATerminalDrawsThem(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }
}
