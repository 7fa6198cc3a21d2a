import AppSupport
import FootballGatherModel
import TerminalUI

/// The entry point the app registry calls for `--pattern reactor`.
public enum AppAssembly {
    /// Football Gather as Reactors (after ji_iin's ReactorKit-on-async/await article): the
    /// root scenes' parent over the shared `repositories`, in `environment` (clock, dates,
    /// time zone).
    @MainActor
    public static func makeApplication(repositories: FootballGatherRepositories, environment: AppEnvironment) -> any Application {
        AppDelegate(repositories: repositories, environment: environment)
    }
}
