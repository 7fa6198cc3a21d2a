import AppLauncher
import ArgumentParser
import CountriesApp

/// `countries`: options → database → the chosen pattern's app.
@main
struct CountriesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "countries",
        abstract: "Countries: search, details, neighbours, favourites and deep links — in the pattern of your choice."
    )

    @OptionGroup var options: LaunchOptions

    func run() async throws {
        do {
            try await Launcher.run(CountriesRegistry.definition(), options: options)
        } catch {
            error.report()
            throw ExitCode(error.status)
        }
    }
}
