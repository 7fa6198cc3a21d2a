import AppSupport
import FootballGatherCore
import TerminalUI

/// The entry point the app registry calls: Football Gather in Clean Architecture.
public enum AppAssembly {
    /// The app on `repositories`, living in `environment` (clock, dates, time zone).
    @MainActor
    public static func makeApplication(
        repositories: FootballGatherRepositories,
        environment: AppEnvironment
    ) -> any Application {
        AppContainer(repositories: repositories, environment: environment).makeApplication()
    }
}
