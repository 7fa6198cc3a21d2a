import AppSupport
import FootballGatherModel
import TerminalUI

/// The entry point the app registry calls: Football Gather in MVVM with coordinators.
public enum AppAssembly {
    /// The app on `repositories`, living in `environment` (clock, dates, time zone).
    @MainActor
    public static func makeApplication(
        repositories: FootballGatherRepositories,
        environment: AppEnvironment
    ) -> any Application {
        AppCoordinator(repositories: repositories, environment: environment)
    }
}
