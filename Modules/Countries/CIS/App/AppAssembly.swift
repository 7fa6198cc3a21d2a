import AppSupport
import CountriesModel
import TerminalUI

/// The entry point the app registry calls for `--pattern cis`.
public enum AppAssembly {
    /// The Countries app in CIS (Controller-Interactor-Store) over the shared repositories.
    ///
    /// Countries has no timers or dates, so `environment` is not needed here.
    @MainActor
    public static func makeApplication(repositories: CountriesRepositories, environment: AppEnvironment) -> any Application {
        AppDelegate(repositories: repositories)
    }
}
