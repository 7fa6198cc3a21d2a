import AppSupport
import FootballGatherModel
import TerminalUI

/// The entry point the app registry calls for `--pattern cis`.
public enum AppAssembly {
    /// Football Gather in CIS (Controller-Interactor-Store): the root scene's parent over
    /// the shared `repositories`, in `environment` (clock, dates, time zone).
    @MainActor
    public static func makeApplication(repositories: FootballGatherRepositories, environment: AppEnvironment) -> any Application {
        AppDelegate(repositories: repositories, environment: environment)
    }
}
