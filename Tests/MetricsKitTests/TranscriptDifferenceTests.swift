import MetricsKit
import Testing

@Suite struct TranscriptDifferenceTests {
    private func transcript(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }
    private let golden = (1...20).map { "line \($0)" }

    @Test func oneChangedLineIsOneHunkWithThreeLinesOfContextOnEachSide() {
        var printed = golden
        printed[9] = "line ten"
        let difference = TranscriptDifference(expected: transcript(golden), actual: transcript(printed))
        #expect(difference.firstLine == 10)
        #expect(difference.hunks() == [
            "@@ -7,7 +7,7 @@", " line 7", " line 8", " line 9", "-line 10", "+line ten", " line 11", " line 12", " line 13",
        ])
    }

    @Test func distantChangesAreSeparateHunksNumberedInEachTranscript() {
        var printed = golden
        printed.insert("an extra line", at: 2)
        printed[16] = "changed"  // golden's line 16, one further down in the printed one
        let hunks = TranscriptDifference(expected: transcript(golden), actual: transcript(printed)).hunks()
        #expect(hunks.filter { $0.hasPrefix("@@") } == ["@@ -1,5 +1,6 @@", "@@ -13,7 +14,7 @@"])
        #expect(hunks.contains("+an extra line"))
        #expect(hunks.contains("-line 16"))
        #expect(hunks.contains("+changed"))
    }

    @Test func closeChangesShareAHunk() {
        var printed = golden
        printed[4] = "five"
        printed[8] = "nine"
        let hunks = TranscriptDifference(expected: transcript(golden), actual: transcript(printed)).hunks()
        #expect(hunks.filter { $0.hasPrefix("@@") } == ["@@ -2,11 +2,11 @@"])
    }

    @Test func aTranscriptThatStopsEarlyShowsWhatIsMissing() {
        let printed = Array(golden.prefix(18))
        let difference = TranscriptDifference(expected: transcript(golden), actual: transcript(printed))
        #expect(difference.firstLine == 19)
        #expect(difference.hunks() == ["@@ -16,6 +16,4 @@", " line 16", " line 17", " line 18", "-line 19", "-line 20", " "])
    }

    @Test func sameTranscriptsHaveNoHunksAndLongOnesAreCut() {
        #expect(TranscriptDifference(expected: transcript(golden), actual: transcript(golden)).hunks().isEmpty)
        let other = golden.map { $0 + "!" }
        let hunks = TranscriptDifference(expected: transcript(golden), actual: transcript(other)).hunks(limit: 10)
        #expect(hunks.count == 11)
        #expect(hunks.last == "… 32 more lines of differences")
    }
}
