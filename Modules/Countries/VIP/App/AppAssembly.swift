import AppSupport
import CountriesModel
import TerminalUI

/// The entry point the app registry calls for `--pattern vip`.
public enum AppAssembly {
    /// The Countries app in VIP (Clean Swift). Countries has no timers or dates, so
    /// `environment` is not needed here.
    @MainActor
    public static func makeApplication(repositories: CountriesRepositories, environment: AppEnvironment) -> any Application {
        AppDelegate(assembly: SceneAssembly(repositories: repositories))
    }
}
