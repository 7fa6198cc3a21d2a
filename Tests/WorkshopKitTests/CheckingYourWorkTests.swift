import Foundation
import MetricsKit
import Testing
@testable import WorkshopKit

/// What every exercise's README tells a participant to run: `Scripts/workshop check`, and the
/// parity suite only as something that cannot pass on a one-pattern branch, with what differs.
struct CheckingYourWorkTests {
    @Test(arguments: ExerciseFolderTests.exercises.map(\.id))
    func checkingYourWorkIsTheWorkshopCheckAndSaysWhatTheParitySuiteShows(_ id: String) throws {
        let exercise = try #require(ExerciseFolderTests.exercises.first { $0.id == id })
        let readme = try String(contentsOfFile: exercise.readme, encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## Checking your work\n").dropFirst().first)
            .components(separatedBy: "\n## ").first ?? ""
        #expect(section.contains("`Scripts/workshop check` is the check"))
        #expect(section.contains("The parity suite (`ParityTests`) is not part of the check"))
        #expect(section.contains("If you run it, expect "))
        // What `start` prints keeps the section: the participant reads it with the task.
        let name = PatternCatalog.standard.pattern(named: "clean")?.name ?? "Clean"
        #expect(ExerciseReadme(text: readme).task(for: name).contains("## Checking your work"))
    }
}
