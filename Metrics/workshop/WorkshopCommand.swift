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
        discussion: "Scripts/workshop builds this tool and runs it from the repository's top folder. The exercises live in Metrics/Exercises; the teacher's guide is Metrics/Exercises/README.md.",
        subcommands: [List.self, Start.self, Check.self, Solution.self, Reset.self, Diffstat.self]
    )
}

/// Where the repository is; every subcommand takes it.
struct RepositoryOption: ParsableArguments {
    @Option(help: "The workspace's git checkout (default: the current folder).")
    var repository = "."

    func workshop() -> Workshop {
        let path = repository.hasPrefix("/") ? repository : FileManager.default.currentDirectoryPath + "/" + repository
        return Workshop(root: URL(fileURLWithPath: path).standardizedFileURL.path) { print($0, terminator: "") }
    }
}

/// Runs `body`, turning a refusal into one line on standard error and exit code 1.
func refusing(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as WorkshopError {
        FileHandle.standardError.write(Data("workshop: \(error)\n".utf8))
        throw ExitCode.failure
    } catch let error as ExerciseError {
        FileHandle.standardError.write(Data("workshop: \(error)\n".utf8))
        throw ExitCode.failure
    }
}

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "The exercises, one per line, starting with the id `start` takes.")
    @OptionGroup var repository: RepositoryOption
    func run() throws { try refusing { try repository.workshop().list() } }
}

struct Start: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Make the branch workshop/<exercise>-<pattern> with the shared part applied, and print the task.")
    @Argument(help: "The exercise id (see list).") var exercise: String
    @Option(help: "The pattern you work in: mvc, mvvm, viper, cis, clean or reactor.") var pattern: String
    @OptionGroup var repository: RepositoryOption
    func run() throws { try refusing { try repository.workshop().start(exercise: exercise, pattern: pattern) } }
}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Build, run the acceptance journey and the pattern's tests; say what is still missing.")
    @OptionGroup var repository: RepositoryOption
    func run() throws {
        var passed = false
        try refusing { passed = try repository.workshop().check(toolchain: Toolchain.locate()) }
        if !passed { throw ExitCode.failure }
    }
}

struct Solution: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show the reference solution for your pattern (a patch), or apply it with --apply.")
    @Flag(help: "Apply it to the working tree (which must have no changes).") var apply = false
    @OptionGroup var repository: RepositoryOption
    func run() throws { try refusing { try repository.workshop().solution(apply: apply) } }
}

struct Reset: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Go back to where the exercise started: your changes and new files go, nothing else.")
    @OptionGroup var repository: RepositoryOption
    func run() throws { try refusing { try repository.workshop().reset() } }
}

struct Diffstat: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Your change so far, in the report's change-cost units, next to the reference solution's.")
    @OptionGroup var repository: RepositoryOption
    func run() throws { try refusing { try repository.workshop().diffstat() } }
}
