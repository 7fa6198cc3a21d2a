import MetricsKit
import Testing

@Suite struct ReadmeResultsTests {
    private let report = SampleReport.make()

    @Test func replacesOnlyTheTextBetweenTheMarkers() {
        let readme = "# Title\n\nIntro.\n\n<!-- metrics:begin -->\nold\n<!-- metrics:end -->\n\n## After\n"
        let updated = ReadmeResults.update(readme: readme, report: report, reportPath: "Metrics/Reports/metrics.json")
        #expect(updated.hasPrefix("# Title\n\nIntro.\n\n<!-- metrics:begin -->\n"))
        #expect(updated.hasSuffix("<!-- metrics:end -->\n\n## After\n"))
        // The old block's one line (the new block's words may hold the letters: "holders").
        #expect(!updated.contains("\nold\n"))
        #expect(ReadmeResults.update(readme: updated, report: report, reportPath: "Metrics/Reports/metrics.json") == updated)
    }

    @Test func appendsAResultsSectionWhenTheMarkersAreMissing() {
        let updated = ReadmeResults.update(readme: "# Title\n", report: report, reportPath: "r.json")
        #expect(updated.hasPrefix("# Title\n\n## Results\n\n<!-- metrics:begin -->\n"))
        #expect(updated.hasSuffix("<!-- metrics:end -->\n"))
        #expect(ReadmeResults.update(readme: nil, report: report, reportPath: "r.json").hasPrefix("## Results\n"))
    }

    @Test func showsTheirPublishedFiguresLabelledAsTheirs() {
        let block = ReadmeResults.render(report, reportPath: "r.json")
        #expect(block.contains("their figures, not ours"))
        #expect(block.contains("10.43 s"))
        #expect(block.contains("+1903 lines"))
        #expect(block.contains("≈ 800 lines"))
        #expect(block.contains("Xcode 12.5.1"))
        #expect(block.contains("| MVVM ⚠ failed: Alpha/MVVM | 30 | 3 |"))
    }

    /// The view layer as each pattern defines it: MVC's views are its ViewController role, so
    /// its row counts that, not a View role it does not have.
    @Test func theViewLayerRowCountsEachPatternsOwnViewRole() throws {
        var report = report
        var mvc = try #require(report.modules.first)
        mvc.id = "Alpha/MVC"
        mvc.pattern = "MVC"
        mvc.roles = [RoleSize(name: "ViewController", lines: LineCounts(files: 1, code: 12))]
        report.modules.insert(mvc, at: 0)

        let block = ReadmeResults.render(report, reportPath: "r.json")

        #expect(block.contains("code lines of the view layer (View and ViewController roles): MVC 12 · MVVM 8"))
    }

    @Test func showsTheChangeCostPerPattern() {
        let block = ReadmeResults.render(report, reportPath: "r.json")
        #expect(block.contains("#### Change cost per pattern (every exercise's reference solution summed)"))
        #expect(block.contains("| MVVM | 1/1 | 2 | 1 | +15 | −1 | 16 | ×1.00 | +20 | ViewModel 12 · View 4 |"))
    }

    @Test func saysHowNoisyTheBuildFiguresWere() {
        var noisy = report
        noisy.buildTiming?.maxFullRebuildSpread = 0.24
        noisy.buildTiming?.noisy = true
        noisy.buildTiming?.noiseFloor = NoiseFloor(samples: [0.40, 0.44, 0.48])
        #expect(ReadmeResults.render(noisy, reportPath: "r.json").contains(
            "largest full-rebuild spread (max − min) / median 24 % (target ≤ 10 %), **noisy**; the noise probe (the same CPU work each time) spread 18 % in the same run."
        ))
        noisy.buildTiming = nil
        #expect(!ReadmeResults.render(noisy, reportPath: "r.json").contains("noise probe"))
    }
}
