import Foundation
@testable import MetricsKit
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
        let block = ReadmeResults.results(report, reportPath: "r.json")
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

        let block = ReadmeResults.results(report, reportPath: "r.json")

        #expect(block.contains("code lines of the view layer (View and ViewController roles): MVC 12 · MVVM 8"))
    }

    @Test func showsTheChangeCostPerPattern() {
        let block = ReadmeResults.results(report, reportPath: "r.json")
        #expect(block.contains("#### Change cost per pattern (every feature exercise's reference solution summed)"))
        #expect(block.contains("| MVVM | 1/1 | 2 | 1 | +15 | −1 | 16 | ×1.00 | +20 | ViewModel 12 · View 4 |"))
    }

    @Test func saysHowNoisyTheBuildFiguresWere() {
        var noisy = report
        noisy.buildTiming?.maxFullRebuildSpread = 0.24
        noisy.buildTiming?.noisy = true
        noisy.buildTiming?.noiseFloor = NoiseFloor(samples: [0.40, 0.44, 0.48])
        #expect(ReadmeResults.results(noisy, reportPath: "r.json").contains(
            "largest full-rebuild spread (max − min) / median 24 % (target ≤ 10 %), **noisy**; the noise probe (the same CPU work each time) spread 18 % in the same run."
        ))
        noisy.buildTiming = nil
        #expect(!ReadmeResults.results(noisy, reportPath: "r.json").contains("noise probe"))
    }
}

/// The front page holds the cost table, what it buys and the reading cost with its drawn pair;
/// every other table is on the results page, and the committed README, page and images are what
/// the committed report makes.
@Suite struct ReadmeFrontPageTests {
    /// The sample trace with "add a player" in MVC (one type) and VIPER (the sample's three).
    private static var report: MetricsReport {
        var report = SampleReport.makeWithTrace()
        var viper = report.trace!.modules[0]
        (viper.pattern, viper.actions[0].name) = ("VIPER", "add a player")
        var mvc = viper
        mvc.pattern = "MVC"
        mvc.actions[0].diagram.participants.removeLast()
        mvc.actions[0].diagram.arrows.removeLast()
        report.trace?.modules = [mvc, viper]
        report.trace?.patterns = TraceSummary.patternLines([mvc, viper], catalog: .standard)
        return report
    }

    @Test func theFrontPageShowsTheCostWhatItBuysAndTheReadingCostAndLinksTheRest() {
        let text = ReadmeResults.frontPage(Self.report, reportPath: "r.json")
        #expect(text.contains("| Pattern | Code lines | Files |"))
        #expect(text.contains("#### What it buys (both domains summed)"))
        #expect(text.contains("- **VIPER**: to follow this action you read 5 functions in 2 files across 2 roles; the exercises changed 0 code lines."))
        #expect(text.contains("<img src=\"Docs/images/reading-cost-add-a-player-mvc.svg\" width=\"300\""))
        #expect(text.contains("<img src=\"Docs/images/reading-cost-add-a-player-viper.svg\" width=\"450\""))
        #expect(text.contains("[Docs/results.md](Docs/results.md)"))
        for moved in ["Runtime per pattern", "Change cost per pattern", "their figures, not ours", "Difference to MVC", "```mermaid", "How to read it: *UI-free code*"] {
            #expect(!text.contains(moved), "\(moved) belongs on the results page")
        }
    }

    @Test func theResultsPageHoldsEveryTable() {
        let page = ReadmeResults.page(Self.report, reportPath: "r.json")
        #expect(page.hasPrefix("# Results\n"))
        for table in ["| Pattern | Code lines | Files |", "Change cost per pattern", "their figures, not ours", "How to read it: *UI-free code*", "```mermaid", "Code lines by role"] {
            #expect(page.contains(table))
        }
    }

    /// One scale for both pictures (the widest fits the README's column), each a file that
    /// carries its own style on a white ground.
    @Test func theDrawnPairIsTwoSVGFilesAtOneScale() throws {
        let files = ReadmeResults.imageFiles(Self.report)
        #expect(files.map(\.name) == ["reading-cost-add-a-player-mvc.svg", "reading-cost-add-a-player-viper.svg"])
        let viper = try #require(files.last?.svg)
        #expect(viper.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg class=\"trace\" xmlns=\"http://www.w3.org/2000/svg\" width=\"450\""))
        #expect(viper.contains("<style>.trace text{font:11px sans-serif}"))
        #expect(viper.contains("<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>"))
        #expect(viper.contains(">LoginViewModel</text>"))
    }

    /// A change to the report or to how it is shown fails here until `Scripts/update-readme-results` is run.
    @Test func theCommittedFrontPageResultsPageAndImagesAreWhatTheCommittedReportMakes() throws {
        let root = WorkspaceQuickReport.root
        let data = try #require(FileManager.default.contents(atPath: "\(root)/Metrics/Reports/metrics.json"))
        let report = try JSONReport.decode(data)
        let readme = try String(contentsOfFile: "\(root)/README.md", encoding: .utf8)
        #expect(ReadmeResults.update(readme: readme, report: report, reportPath: "Metrics/Reports/metrics.json") == readme, "run Scripts/update-readme-results")
        let page = try String(contentsOfFile: "\(root)/\(ReadmeResults.resultsPage)", encoding: .utf8)
        #expect(ReadmeResults.page(report, reportPath: "Metrics/Reports/metrics.json") == page, "run Scripts/update-readme-results")
        for image in ReadmeResults.imageFiles(report) {
            let committed = try String(contentsOfFile: "\(root)/\(ReadmeResults.images)/\(image.name)", encoding: .utf8)
            #expect(committed == image.svg, "\(image.name): run Scripts/update-readme-results")
        }
    }
}
