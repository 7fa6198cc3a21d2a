import Foundation
import MetricsKit
import Testing
@testable import WorkshopKit

/// `reset`, `solution --apply` and `start` over a participant's work: they ask first (or take
/// `--yes`), save it on a backup branch, say how to get it back, and the way back works.
@Suite(.serialized)
struct WorkSavingTests {
    final class Output: @unchecked Sendable {
        var text = ""
    }

    func workshop(_ scratch: ScratchWorkspace, _ output: Output, _ consent: Consent) -> Workshop {
        Workshop(root: scratch.root, consent: consent) { output.text += $0 }
    }

    static let viewModel = "Modules/Greeting/MVVM/GreetingViewModel.swift"
    static let committed = "Modules/Greeting/MVVM/Committed.swift"

    /// On the exercise's branch: a commit since the start, an edit, a new test file and a note
    /// outside the exercise.
    func startWithWork(_ scratch: ScratchWorkspace) throws {
        try workshop(scratch, Output(), .given).start(exercise: "farewell", pattern: "mvvm")
        try scratch.write("// committed\n", to: Self.committed)
        try scratch.git.run(["add", "--all"])
        try scratch.git.run(["commit", "--quiet", "-m", "mine"])
        try scratch.write("// my edit\n", to: Self.viewModel)
        try scratch.write("// new\n", to: "Tests/GreetingMVVMTests/MoreTests.swift")
        try scratch.write("buy milk\n", to: "notes/todo.txt")
    }

    func expectTheWork(in scratch: ScratchWorkspace) {
        #expect(scratch.read(Self.committed) == "// committed\n")
        #expect(scratch.read(Self.viewModel) == "// my edit\n")
        #expect(scratch.read("Tests/GreetingMVVMTests/MoreTests.swift") == "// new\n")
        #expect(scratch.read("notes/todo.txt") == "buy milk\n")
    }

    /// Runs the `git …` command a hint ends with.
    func runRestoreCommand(from text: String, in scratch: ScratchWorkspace) throws {
        let line = try #require(text.split(separator: "\n").first { $0.contains("To get it back:") })
        let command = try #require(line.range(of: "git restore ")).lowerBound
        try scratch.git.run(line[command...].split(separator: " ").dropFirst().map(String.init))
    }

    @Test func resetWithoutATerminalOrYesRefusesAndChangesNothing() throws {
        let scratch = try ScratchWorkspace.make()
        defer { scratch.remove() }
        try startWithWork(scratch)
        let status = try scratch.git.run(["status", "--porcelain"])
        let output = Output()
        #expect(throws: WorkshopError.needsConsent(command: "reset", work: "1 changed file, 2 new files and 1 commit")) {
            try workshop(scratch, output, .unavailable).reset()
        }
        var asked: [String] = []
        #expect(throws: WorkshopError.declined(command: "reset")) {
            try workshop(scratch, output, .ask { asked.append($0); return false }).reset()
        }
        #expect(asked == ["`reset` takes your work (1 changed file, 2 new files and 1 commit) out of the working tree; it is saved on a backup branch first. Go on? [y/N] "])
        #expect(try scratch.git.run(["status", "--porcelain"]) == status)
        expectTheWork(in: scratch)
        #expect(try scratch.git.run(["branch", "--list", "workshop-backup/*"]).isEmpty)
        #expect(output.text.isEmpty)
    }

    @Test func resetSavesTheWorkOnABackupBranchAndTheHintBringsItBack() throws {
        let scratch = try ScratchWorkspace.make()
        defer { scratch.remove() }
        try startWithWork(scratch)
        let output = Output()
        try workshop(scratch, output, .ask { _ in true }).reset()

        #expect(try scratch.git.run(["status", "--porcelain"]).isEmpty)
        #expect(scratch.read(Self.committed) == nil)
        #expect(scratch.read("notes/todo.txt") == nil)
        #expect(scratch.read(Self.viewModel) == ScratchWorkspace.files[Self.viewModel])
        #expect(output.text.contains("Your work is saved on branch workshop-backup/farewell-mvvm-1. To get it back: git restore --source workshop-backup/farewell-mvvm-1 --worktree -- :/\n"))

        try runRestoreCommand(from: output.text, in: scratch)
        expectTheWork(in: scratch)

        // A second reset saves to the next free name; nothing left to save says so.
        output.text = ""
        try workshop(scratch, output, .given).reset()
        #expect(output.text.contains("workshop-backup/farewell-mvvm-2"))
        output.text = ""
        try workshop(scratch, output, .unavailable).reset()
        #expect(output.text.hasSuffix("there was no change to save.\n"))
    }

    @Test func solutionApplyOverWorkSavesItFirstAndAppliesToTheStart() throws {
        let scratch = try ScratchWorkspace.make()
        defer { scratch.remove() }
        try startWithWork(scratch)
        let output = Output()
        try workshop(scratch, output, .given).solution(apply: true)

        #expect(scratch.read(Self.viewModel) == ScratchWorkspace.solvedViewModel)
        #expect(scratch.read(Self.committed) == nil)
        #expect(scratch.read("notes/todo.txt") == nil)
        #expect(output.text.contains("To get it back: git restore --source workshop-backup/farewell-mvvm-1"))
        try runRestoreCommand(from: output.text, in: scratch)
        expectTheWork(in: scratch)
    }

    @Test func startOverUncommittedWorkSavesItFirst() throws {
        let scratch = try ScratchWorkspace.make()
        defer { scratch.remove() }
        try scratch.write("buy milk\n", to: "notes/todo.txt")
        try scratch.write("// my edit\n", to: Self.viewModel)
        let output = Output()
        try workshop(scratch, output, .given).start(exercise: "farewell", pattern: "mvvm")

        #expect(try scratch.git.run(["branch", "--show-current"]) == "workshop/farewell-mvvm\n")
        // The start commit holds the shared part only.
        #expect(try scratch.git.run(["show", "--name-only", "--format=", "HEAD"]) == "Modules/Greeting/Shared/Words.swift\n")
        #expect(scratch.read("notes/todo.txt") == nil)
        #expect(output.text.contains("Your work on main is saved on branch workshop-backup/main-1. To get it back: git switch main, then git restore --source workshop-backup/main-1 --worktree -- :/\n"))

        try scratch.git.run(["switch", "--quiet", "main"])
        try runRestoreCommand(from: output.text, in: scratch)
        #expect(scratch.read("notes/todo.txt") == "buy milk\n")
        #expect(scratch.read(Self.viewModel) == "// my edit\n")
    }

    @Test func whatWasStagedIsLeftAloneWhenAskingAndSavedAsItWas() throws {
        let scratch = try ScratchWorkspace.make()
        defer { scratch.remove() }
        try workshop(scratch, Output(), .given).start(exercise: "farewell", pattern: "mvvm")
        try scratch.write("// staged\n", to: Self.viewModel)
        try scratch.git.run(["add", Self.viewModel])
        try scratch.write("// not staged\n", to: Self.viewModel)
        #expect(throws: WorkshopError.needsConsent(command: "reset", work: "1 changed file")) {
            try workshop(scratch, Output(), .unavailable).reset()
        }
        #expect(try scratch.git.run(["status", "--porcelain"]) == "MM \(Self.viewModel)\n")
        try workshop(scratch, Output(), .given).reset()
        #expect(try scratch.git.run(["show", "workshop-backup/farewell-mvvm-1:\(Self.viewModel)"]) == "// not staged\n")
    }
}
