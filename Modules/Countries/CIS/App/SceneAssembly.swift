import CountriesModel
import TerminalUI

/// What every scene is assembled from: the shared data and the stack its Worker shows
/// other scenes on. Only Workers take from it: side effects are theirs alone.
@MainActor
struct SceneAssembly {
    let repositories: CountriesRepositories
    /// The app's one stack; it outlives every scene on it.
    unowned let navigationController: NavigationController
}
