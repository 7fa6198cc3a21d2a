import Foundation
import MetricsKit

extension Workshop {
    /// One step of the participant's hint: `step`, or without it the next one not shown yet
    /// (`start` shows the first). Git's config remembers the furthest step shown for the
    /// branch, so the next `hint` goes on from there in a new terminal or after a break; once
    /// every step is shown, the last one is shown again.
    public func hint(step asked: Int? = nil) throws {
        let (branch, exercise, _) = try current()
        let name = catalogName(branch.pattern)
        let steps = readme(of: exercise).hintSteps(for: name)
        guard !steps.isEmpty else {
            write("\(exercise.id) has no hint for \(name). Scripts/workshop solution shows the reference solution.\n")
            return
        }
        let shown = hintStepsShown(on: branch)
        if let asked, !(1...steps.count).contains(asked) {
            throw WorkshopError.noSuchHintStep(asked, count: steps.count)
        }
        let number = asked ?? min(shown + 1, steps.count)
        let step = steps[number - 1]
        write("Hint for \(exercise.id) in \(name), step \(number) of \(steps.count): \(step.title).\n\n\(step.text)\n\n")
        if number < steps.count {
            write("Step \(number + 1) (\(steps[number].title)): Scripts/workshop hint. Any step again: Scripts/workshop hint --step <1-\(steps.count)>.\n")
        } else {
            write("That is the last step. Still stuck: Scripts/workshop solution shows the reference solution.\n")
        }
        if number > shown { try recordHintStepsShown(number, on: branch) }
    }

    /// The furthest step of the hint shown on `branch` (0 for none).
    func hintStepsShown(on branch: WorkshopBranch) -> Int {
        (try? git.run(["config", branch.hintKey])).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
    }

    func recordHintStepsShown(_ step: Int, on branch: WorkshopBranch) throws {
        try git.run(["config", branch.hintKey, String(step)])
    }

    func readme(of exercise: Exercise) -> ExerciseReadme {
        ExerciseReadme(text: (try? String(contentsOfFile: exercise.readme, encoding: .utf8)) ?? "")
    }
}
