import AppSupport
import FootballGatherModel
import TerminalUI

/// The entry point the app registry calls: Football Gather in Cocoa MVC.
public enum AppAssembly {
    /// The app on `repositories`, living in `environment` (clock, dates, time zone).
    @MainActor
    public static func makeApplication(
        repositories: FootballGatherRepositories,
        environment: AppEnvironment
    ) -> any Application {
        AppDelegate(repositories: repositories, environment: environment)
    }
}
