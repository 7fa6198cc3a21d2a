import AppSupport
import FootballGatherModel
import TerminalUI

/// The entry point the app registry calls for `--pattern vip`.
public enum AppAssembly {
    /// Football Gather in VIP (Clean Swift): every scene's Configurator builds on
    /// `repositories`, with the clock, dates and time zone of `environment`.
    @MainActor
    public static func makeApplication(repositories: FootballGatherRepositories, environment: AppEnvironment) -> any Application {
        AppDelegate(assembly: SceneAssembly(repositories: repositories, environment: environment))
    }
}
