import CountriesModel
import TerminalUI

/// What every scene is assembled from: the shared data and the stack its Worker shows
/// other scenes on. Only Workers take from it: side effects are theirs alone.
@MainActor
struct SceneAssembly {
    let repositories: CountriesRepositories
    /// The app's one stack. Weak: the screens on it keep this assembly.
    weak let navigationController: NavigationController?
}
