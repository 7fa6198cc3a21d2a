import AppLauncher
import ArgumentParser
import FootballGatherApp

/// `football-gather`: options → database → the chosen pattern's app.
@main
struct FootballGatherCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "football-gather",
        abstract: "Football Gather: players, teams, a timer and a score — in the pattern of your choice."
    )

    @OptionGroup var options: LaunchOptions

    func run() async throws {
        do {
            try await Launcher.run(FootballGatherRegistry.definition(), options: options)
        } catch {
            error.report()
            throw ExitCode(error.status)
        }
    }
}
