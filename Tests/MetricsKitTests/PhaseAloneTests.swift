@testable import metrics
@testable import MetricsKit
import Testing

/// `--trace` and `--change-cost` run their phase alone and put its figures into the report
/// already in the output folder, leaving every other figure there as it was, with a note saying
/// when and at which commit the merged figures were measured.
@Suite struct PhaseAloneTests {
    @Test func aPhaseAloneRunsOnlyItselfBesideTheStaticFigures() {
        var options = MetricsOptions()
        options.changeCostAlone = true
        #expect(options.phases == [.staticFigures, .changeCost])
        options.trace = true
        #expect(options.phases == [.staticFigures, .changeCost, .trace])
        #expect(options.phasesAlone == [.changeCost, .trace])
        // In a whole run nothing is alone.
        var full = MetricsOptions(full: true)
        full.trace = true
        #expect(full.phasesAlone.isEmpty)
    }

    @Test func theChangeCostAloneGoesWithNoOtherMode() throws {
        let alone = try #require(try MetricsCommand.parseAsRoot(["--change-cost"]) as? ReportCommand)
        #expect(try alone.options.metricsOptions().phasesAlone == [.changeCost])
        for other in ["--full", "--quick", "--no-change-cost"] {
            #expect(throws: (any Error).self) { try MetricsCommand.parseAsRoot(["--change-cost", other]) }
        }
    }

    @Test func theChangeCostAloneReplacesOnlyTheChangeCost() {
        let earlier = SampleReport.makeWithTrace()
        var now = SampleReport.make()
        now.environment.date = "2026-12-01T10:00:00Z"
        now.environment.commit = "0123456789abcdef"
        now.changeCost?.cells[0].cost?.testCodeAdded = 99
        now.notes = ["Change cost: measured again.", "Static figures: from the cache."]
        now.modules = []

        let merged = MetricsRunner.merged(now, into: earlier, phase: .changeCost)

        #expect(merged.changeCost == now.changeCost)
        #expect(merged.modules == earlier.modules)
        #expect(merged.trace == earlier.trace)
        #expect(merged.environment == earlier.environment)
        #expect(merged.notes.contains { $0.hasPrefix("Change cost: measured 2026-12-01T10:00:00Z at commit `0123456789`") && $0.contains("`Scripts/metrics --change-cost`") })
        #expect(merged.notes.contains("Change cost: measured again."))
        #expect(!merged.notes.contains("Static figures: from the cache."))
    }

    @Test func theTraceAloneReplacesOnlyTheTrace() {
        let earlier = SampleReport.make()
        let now = SampleReport.makeWithTrace()
        let merged = MetricsRunner.merged(now, into: earlier, phase: .trace)
        #expect(merged.trace == now.trace)
        #expect(merged.changeCost == earlier.changeCost)
        #expect(merged.notes.contains { $0.contains("`Scripts/metrics --trace`") })
    }
}
