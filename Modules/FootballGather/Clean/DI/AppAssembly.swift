import AppSupport
import FootballGatherModel
import TerminalUI

/// The entry point the app registry calls for `--pattern clean`.
public enum AppAssembly {
    /// Football Gather in Clean Architecture: the DI container wires the layers over
    /// `repositories`, in `environment` (clock, dates, time zone), and hands back the root view.
    @MainActor
    public static func makeApplication(repositories: FootballGatherRepositories, environment: AppEnvironment) -> any Application {
        AppContainer(repositories: repositories, environment: environment).makeApplication()
    }
}
