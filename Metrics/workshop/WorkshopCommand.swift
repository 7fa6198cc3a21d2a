import ArgumentParser
import Foundation
import MetricsKit
import WorkshopKit

/// `workshop`: the exercises of the workshop kit, one git branch per participant.
@main
struct WorkshopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workshop",
        abstract: "Run a workshop exercise in one pattern: start it, check it, see the reference solution, measure your change.",
        discussion: "Scripts/workshop builds this tool and runs it on the workspace it belongs to, from any folder. The exercises live in Metrics/Exercises; the teacher's guide is Metrics/Exercises/README.md.",
        subcommands: [List.self, Start.self, Check.self, Hint.self, Solution.self, Reset.self, Diffstat.self]
    )
}

/// Where the repository is; every subcommand takes it.
struct RepositoryOption: ParsableArguments {
    @Option(help: "A folder of the workspace's git checkout (default: the current folder); its top folder is found as git finds it.")
    var repository = "."

    func workshop(consent: Consent = .unavailable) throws -> Workshop {
        let path = URL(fileURLWithPath: repository, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
            .standardizedFileURL.path
        return Workshop(root: try Workshop.repositoryRoot(containing: path), consent: consent) { print($0, terminator: "") }
    }
}

/// `--yes`, for the commands that can take the participant's work out of the working tree.
struct ConsentOption: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Do not ask before your work is saved on a backup branch and taken out of the working tree (for scripts; without a terminal the command refuses otherwise).")
    var yes = false

    /// `--yes`, else a question on a terminal, else a refusal.
    var consent: Consent {
        if yes { return .given }
        guard isatty(STDIN_FILENO) == 1 else { return .unavailable }
        return .ask { question in
            StandardErrorLog.write(question)
            let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
            return answer == "y" || answer == "yes"
        }
    }
}

/// Runs `body`, turning a refusal into one line on standard error and exit code 1, and a
/// cancellation (Ctrl-C) into one line and exit code 130.
func refusing(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let cancellation as WorkshopCancellation {
        StandardErrorLog.write("workshop: \(cancellation)\n")
        throw ExitCode(WorkshopCancellation.exitCode)
    } catch let error as WorkshopError {
        StandardErrorLog.write("workshop: \(error)\n")
        throw ExitCode.failure
    } catch let error as ExerciseError {
        StandardErrorLog.write("workshop: \(error)\n")
        throw ExitCode.failure
    }
}

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "The exercises, one per line, starting with the id `start` takes.")
    @OptionGroup var repository: RepositoryOption
    func run() throws { try refusing { try repository.workshop().list() } }
}

struct Start: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Make the branch workshop/<exercise>-<pattern> with the shared part applied, print the task, and build what the shared part changed so the first check is fast.")
    @Argument(help: "The exercise id (see list).") var exercise: String
    @Option(help: "The pattern you work in: mvc, mvvm, viper, vip, cis, clean or reactor.") var pattern: String
    @Flag(help: "Do not build: the first check builds what the shared part changed (it says how long that takes).") var noBuild = false
    @OptionGroup var repository: RepositoryOption
    @OptionGroup var consent: ConsentOption
    func run() throws {
        try refusing {
            let workshop = try repository.workshop(consent: consent.consent)
            try workshop.start(exercise: exercise, pattern: pattern)
            guard !noBuild else { return workshop.sayWhatTheFirstCheckBuilds() }
            // Ctrl-C is trapped only from here on: a consent question above must stay interruptible.
            try workshop.buildForFirstCheck(toolchain: Toolchain.locate(), cancellation: CancellationFlag(trappingSignals: true))
        }
    }
}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Build, run the acceptance journey and the pattern's tests, check the pattern's dependency rules in your change; say what is still missing.")
    @OptionGroup var repository: RepositoryOption
    func run() throws {
        var passed = false
        // Ctrl-C ends the step running with its processes and is said as a cancellation (exit code 130).
        let cancellation = CancellationFlag(trappingSignals: true)
        try refusing { passed = try repository.workshop().check(toolchain: Toolchain.locate(), cancellation: cancellation) }
        if !passed { throw ExitCode.failure }
    }
}

struct Hint: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "The next step of your pattern's hint (start shows the first): where to look, which roles change, which names.")
    @Option(help: "Show this step (1 to the number of steps) instead of the next one.") var step: Int?
    @OptionGroup var repository: RepositoryOption
    func run() throws { try refusing { try repository.workshop().hint(step: step) } }
}

struct Solution: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show the reference solution for your pattern (a patch), or apply it with --apply.")
    @Flag(help: "Apply it to the start of the exercise, in place of your work (saved on a backup branch first).") var apply = false
    @OptionGroup var repository: RepositoryOption
    @OptionGroup var consent: ConsentOption
    func run() throws { try refusing { try repository.workshop(consent: consent.consent).solution(apply: apply) } }
}

struct Reset: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Go back to where the exercise started; your changes and new files are saved on a backup branch first.")
    @OptionGroup var repository: RepositoryOption
    @OptionGroup var consent: ConsentOption
    func run() throws { try refusing { try repository.workshop(consent: consent.consent).reset() } }
}

struct Diffstat: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Your change so far, in the report's change-cost units, next to the reference solution's.")
    @OptionGroup var repository: RepositoryOption
    func run() throws { try refusing { try repository.workshop().diffstat() } }
}
