import Foundation
import MetricsKit
import Testing
@testable import WorkshopKit

/// Where the workshop works from: the repository's top folder whatever the folder it is run
/// in, and a new exercise from the branch the workshop started from, never on top of another.
@Suite(.serialized)
struct StartingPointTests {
    /// The scratch workspace with a second pattern for the exercise, as the real ones have six.
    func scratchWithTwoPatterns() throws -> ScratchWorkspace {
        let scratch = try ScratchWorkspace.make()
        let solutions = "Metrics/Exercises/farewell/solutions"
        try scratch.write(try #require(scratch.read("\(solutions)/mvvm.patch")), to: "\(solutions)/viper.patch")
        try scratch.git.run(["add", "--all"])
        try scratch.git.run(["commit", "--quiet", "-m", "A second pattern"])
        return scratch
    }

    @Test func startOnAnExercisesBranchSaysWhichBranchToGoBackTo() throws {
        let scratch = try scratchWithTwoPatterns()
        defer { scratch.remove() }
        let workshop = Workshop(root: scratch.root) { _ in }
        try workshop.start(exercise: "farewell", pattern: "mvvm")
        let head = try scratch.git.run(["rev-parse", "HEAD"])

        #expect(throws: WorkshopError.onAWorkshopBranch("workshop/farewell-mvvm", switchTo: "main")) {
            try workshop.start(exercise: "farewell", pattern: "viper")
        }
        #expect(try scratch.git.run(["rev-parse", "HEAD"]) == head)
        #expect(try scratch.git.run(["branch", "--list", "workshop/farewell-viper"]).isEmpty)

        // A branch made before the base was recorded: the branch holding the start's parent.
        try scratch.git.run(["branch", "--quiet", "-m", "main", "trunk"])
        try scratch.git.run(["config", "--unset", "branch.workshop/farewell-mvvm.workshopBase"])
        #expect(throws: WorkshopError.onAWorkshopBranch("workshop/farewell-mvvm", switchTo: "trunk")) {
            try workshop.start(exercise: "farewell", pattern: "viper")
        }

        try scratch.git.run(["switch", "--quiet", "trunk"])
        try workshop.start(exercise: "farewell", pattern: "viper")
        #expect(try scratch.git.run(["branch", "--show-current"]) == "workshop/farewell-viper\n")
    }

    @Test func theRepositoryIsFoundFromASubfolder() throws {
        let scratch = try ScratchWorkspace.make()
        defer { scratch.remove() }
        let root = URL(fileURLWithPath: scratch.root).resolvingSymlinksInPath().path
        #expect(try Workshop.repositoryRoot(containing: "\(scratch.root)/Modules/Greeting/MVVM") == root)
        #expect(try Workshop.repositoryRoot(containing: scratch.root) == root)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workshop-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: WorkshopError.notARepository(folder)) { try Workshop.repositoryRoot(containing: folder) }
    }

    @Test func aRepositoryWithoutExercisesIsSaidSoNotListedAsEmpty() throws {
        let scratch = try ScratchWorkspace.make()
        defer { scratch.remove() }
        let subfolder = "\(scratch.root)/Modules"
        var output = ""
        #expect(throws: WorkshopError.noExercises(subfolder)) { try Workshop(root: subfolder) { output += $0 }.list() }
        #expect(output.isEmpty)
    }
}
