import AppSupport
import CountriesModel
import TerminalUI

/// The entry point the app registry calls for `--pattern reactor`.
public enum AppAssembly {
    /// The Countries app in Reactor over the shared repositories.
    ///
    /// Countries has no timers or dates, so `environment` is not needed here.
    @MainActor
    public static func makeApplication(repositories: CountriesRepositories, environment: AppEnvironment) -> any Application {
        RootView(reactor: RootReactor(worker: RootWorker(repositories: repositories)), repositories: repositories)
    }
}
