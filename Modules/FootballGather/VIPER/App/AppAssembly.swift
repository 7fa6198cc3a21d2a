import AppSupport
import FootballGatherModel
import TerminalUI

/// The entry point the app registry calls for `--pattern viper`.
public enum AppAssembly {
    /// Football Gather in VIPER: an `AppLoader` whose `ModuleFactory` builds every module on
    /// `repositories`, with the clock, dates and time zone of `environment`.
    @MainActor
    public static func makeApplication(repositories: FootballGatherRepositories, environment: AppEnvironment) -> any Application {
        let moduleFactory = ModuleFactory(repositories: repositories, environment: environment)
        return AppLoader(moduleFactory: moduleFactory)
    }
}
