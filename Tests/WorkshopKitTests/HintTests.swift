import Foundation
import Testing
@testable import WorkshopKit

/// `hint` as a participant asks for it: one step at a time, going on from the step `start`
/// showed, any step again with `--step`, remembered per exercise branch.
@Suite(.serialized)
struct HintTests {
    final class Output: @unchecked Sendable {
        var text = ""
    }

    func workshop(_ scratch: ScratchWorkspace, _ output: Output) -> Workshop {
        Workshop(root: scratch.root) { output.text += $0 }
    }

    static let stepTwo = """
        Hint for farewell in MVVM, step 2 of 3: which roles change.

        the view model alone,
        and its tests.

        Step 3 (which names): Scripts/workshop hint. Any step again: Scripts/workshop hint --step <1-3>.

        """

    static let stepThree = """
        Hint for farewell in MVVM, step 3 of 3: which names.

        `farewell(to:)` beside `greeting(for:)`.

        That is the last step. Still stuck: Scripts/workshop solution shows the reference solution.

        """

    @Test func eachHintIsTheNextStepAndTheLastStaysShown() throws {
        let scratch = try ScratchWorkspace.make()
        defer { scratch.remove() }
        let output = Output()
        try workshop(scratch, output).start(exercise: "farewell", pattern: "mvvm")

        // `start` showed step 1: the first hint is step 2, the next step 3, then step 3 again.
        for expected in [Self.stepTwo, Self.stepThree, Self.stepThree] {
            output.text = ""
            try workshop(scratch, output).hint()
            #expect(output.text == expected)
        }
    }

    @Test func aStepAskedForIsShownAndOneThatIsNotThereIsRefused() throws {
        let scratch = try ScratchWorkspace.make()
        defer { scratch.remove() }
        let output = Output()
        try workshop(scratch, output).start(exercise: "farewell", pattern: "mvvm")

        output.text = ""
        try workshop(scratch, output).hint(step: 1)
        #expect(output.text == """
            Hint for farewell in MVVM, step 1 of 3: where to look.

            Read the module's README first.

            The view model decides the text.

            Step 2 (which roles change): Scripts/workshop hint. Any step again: Scripts/workshop hint --step <1-3>.

            """)
        #expect(throws: WorkshopError.noSuchHintStep(4, count: 3)) { try workshop(scratch, output).hint(step: 4) }
        #expect(throws: WorkshopError.noSuchHintStep(0, count: 3)) { try workshop(scratch, output).hint(step: 0) }

        // Asking for step 3 counts as having seen it: the next hint shows it again, not step 2.
        try workshop(scratch, output).hint(step: 3)
        output.text = ""
        try workshop(scratch, output).hint()
        #expect(output.text == Self.stepThree)
    }

    @Test func eachExerciseBranchRemembersItsOwnSteps() throws {
        let scratch = try ScratchWorkspace.make()
        defer { scratch.remove() }
        let solutions = "Metrics/Exercises/farewell/solutions"
        try scratch.write(try #require(scratch.read("\(solutions)/mvvm.patch")), to: "\(solutions)/viper.patch")
        try scratch.git.run(["add", "--all"])
        try scratch.git.run(["commit", "--quiet", "-m", "A second pattern"])
        let output = Output()
        try workshop(scratch, output).start(exercise: "farewell", pattern: "mvvm")
        try workshop(scratch, output).hint()
        try workshop(scratch, output).hint()

        try scratch.git.run(["switch", "--quiet", "main"])
        try workshop(scratch, output).start(exercise: "farewell", pattern: "viper")
        output.text = ""
        try workshop(scratch, output).hint()
        // VIPER's hint in the scratch README has one step only: it is the last.
        #expect(output.text.hasPrefix("Hint for farewell in VIPER, step 1 of 1: where to look.\n"))
        #expect(output.text.hasSuffix("That is the last step. Still stuck: Scripts/workshop solution shows the reference solution.\n"))

        try scratch.git.run(["switch", "--quiet", "workshop/farewell-mvvm"])
        output.text = ""
        try workshop(scratch, output).hint()
        #expect(output.text == Self.stepThree)
    }
}
