import Foundation
import MetricsKit
import Testing
import WorkshopKit

/// CI's cheap check of the real exercises: every folder is complete (a solution for every
/// pattern of the catalog) and its shared part and every reference solution still apply to
/// the commit checked out, each solution only inside its own pattern's folders. A change to a
/// module that breaks a solution fails here and updates the solution in the same commit.
struct ExerciseFolderTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static var exercises: [Exercise] {
        (try? Exercise.all(in: root)) ?? []
    }

    @Test func everyExerciseFolderReads() throws {
        let exercises = try Exercise.all(in: Self.root)
        #expect(exercises.count >= 7)
        #expect(Set(exercises.map(\.metadata.app)) == ["football-gather", "countries"])
    }

    @Test(arguments: exercises.map(\.id))
    func isCompleteAndApplies(_ id: String) throws {
        let exercise = try #require(Self.exercises.first { $0.id == id })
        let verifier = ExerciseVerifier(root: Self.root, patterns: PatternCatalog.standard.patterns.map { $0.name.lowercased() })
        #expect(verifier.problems(in: exercise) == [])
    }

    @Test func aBrokenFolderIsReportedWithWhatIsWrong() throws {
        let scratch = try ScratchWorkspace.make()
        defer { scratch.remove() }
        let exercise = try #require(try Exercise.all(in: scratch.root).first)
        try scratch.write("diff --git a/Nope.swift b/Nope.swift\n--- a/Nope.swift\n+++ b/Nope.swift\n@@ -1 +1 @@\n-a\n+b\n", to: "Metrics/Exercises/farewell/solutions/viper.patch")
        try FileManager.default.removeItem(atPath: exercise.golden)
        let problems = ExerciseVerifier(root: scratch.root, patterns: ["mvvm", "clean"]).problems(in: exercise)
        #expect(problems.contains("farewell: acceptance.txt is missing"))
        #expect(problems.contains("farewell: solutions/clean.patch is missing"))
        #expect(problems.contains { $0.hasPrefix("farewell: the viper solution does not apply: error:") })
        #expect(problems.contains("farewell: the viper solution changes Nope.swift, outside Modules/Greeting/VIPER/ and Tests/GreetingVIPERTests/"))
        #expect(!problems.contains { $0.contains("mvvm") })
    }
}
