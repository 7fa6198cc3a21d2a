import AppSupport
import CountriesModel
import TerminalUI

/// The entry point the app registry calls for `--pattern mvc`.
public enum AppAssembly {
    /// The Countries app in Cocoa MVC: an app delegate over the shared repositories, whose
    /// root view controller is the Countries list.
    ///
    /// Countries has no timers or dates, so `environment` is not needed here.
    @MainActor
    public static func makeApplication(repositories: CountriesRepositories, environment: AppEnvironment) -> any Application {
        AppDelegate(repositories: repositories)
    }
}
