import Foundation
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

    @Test func exercisesGoWithTheChangeCostAlone() throws {
        let alone = try #require(try MetricsCommand.parseAsRoot(["--change-cost", "--exercise", "a", "--exercise", "b,c"]) as? ReportCommand)
        #expect(try alone.options.metricsOptions().exercises == ["a", "b", "c"])
        #expect(throws: (any Error).self) { try MetricsCommand.parseAsRoot(["--exercise", "a"]) }
        #expect(throws: (any Error).self) { try MetricsCommand.parseAsRoot(["--full", "--exercise", "a"]) }
    }

    /// `--exercise`: the named exercise's figures replace its own; the others keep theirs, their
    /// notes and when they were measured, and the new notes name the exercise they are about.
    @Test func oneExerciseAloneReplacesOnlyItsOwnFigures() throws {
        var earlier = SampleReport.makeWithUIMove()
        earlier.notes = ["Change cost: each exercise's shared part and reference solutions applied … in 55 min.", "A note."]
        var now = SampleReport.makeWithUIMove()
        now.environment.date = "2026-12-01T10:00:00Z"
        now.environment.commit = "0123456789abcdef"
        now.changeCost?.exercises.removeAll { $0.id != "alpha-swiftui" }
        now.changeCost?.cells.removeAll { $0.exercise != "alpha-swiftui" }
        now.changeCost?.cells[0].uiMove?.survived = 21
        now.changeCost?.seconds = 300
        now.notes = ["Change cost: each exercise's shared part and reference solutions applied … in 5 min."]

        let merged = MetricsRunner.merged(now, into: earlier, phase: .changeCost, exercises: ["alpha-swiftui"])

        let figures = try #require(merged.changeCost)
        #expect(figures.exercises.map(\.id) == ["alpha-field", "alpha-swiftui"])
        #expect(figures.cells.filter { $0.exercise == "alpha-field" } == earlier.changeCost?.cells.filter { $0.exercise == "alpha-field" })
        #expect(figures.cells.filter { $0.exercise == "alpha-swiftui" } == now.changeCost?.cells)
        #expect(figures.cells.first { $0.exercise == "alpha-swiftui" }?.uiMove?.survived == 21)
        #expect(figures.seconds == earlier.changeCost?.seconds)
        #expect(merged.modules == earlier.modules)
        #expect(merged.notes.contains("Change cost: each exercise's shared part and reference solutions applied … in 55 min."))
        #expect(merged.notes.contains { $0.hasPrefix("Change cost (alpha-swiftui): measured 2026-12-01T10:00:00Z at commit `0123456789`") && $0.contains("`Scripts/metrics --change-cost --exercise alpha-swiftui`") })
        #expect(merged.notes.contains("Change cost (alpha-swiftui): each exercise's shared part and reference solutions applied … in 5 min."))

        // Measured again: its notes are replaced, the others' kept.
        now.environment.date = "2026-12-02T10:00:00Z"
        let again = MetricsRunner.merged(now, into: merged, phase: .changeCost, exercises: ["alpha-swiftui"])
        #expect(again.notes.filter { $0.hasPrefix("Change cost (alpha-swiftui):") }.count == 2)
        #expect(again.notes.contains { $0.contains("measured 2026-12-02T10:00:00Z") })
        #expect(again.notes.contains("Change cost: each exercise's shared part and reference solutions applied … in 55 min."))
        // A run of every exercise makes the one exercise's notes stale too.
        let whole = MetricsRunner.merged(now, into: again, phase: .changeCost)
        #expect(!whole.notes.contains { $0.hasPrefix("Change cost (") })
    }

    @Test func anUnknownExerciseIsRefusedBeforeAnyWork() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("exercise-ids-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for id in ["alpha-field", "beta-screen"] {
            try FileManager.default.createDirectory(atPath: "\(root)/Metrics/Exercises/\(id)", withIntermediateDirectories: true)
            let json = #"{"id":"\#(id)","title":"T","app":"a","domain":"Alpha","minutes":30,"teaches":"t"}"#
            try json.write(toFile: "\(root)/Metrics/Exercises/\(id)/exercise.json", atomically: true, encoding: .utf8)
        }
        var options = MetricsOptions(packagePath: root, scratchPath: "\(root)/scratch")
        options.changeCostAlone = true
        options.exercises = ["alpha-field", "gamma"]
        let runner = MetricsRunner(options: options, progress: ProgressBar(style: .silent))
        #expect(throws: MetricsError.options("--exercise: no exercise named gamma; the exercises are: alpha-field, beta-screen")) { try runner.run() }
        // Refused before any work: no scratch folder, no manifest read (the folder has no package).
        #expect(!FileManager.default.fileExists(atPath: "\(root)/scratch"))
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
