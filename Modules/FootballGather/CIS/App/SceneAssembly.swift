import AppSupport
import FootballGatherModel
import TerminalUI

/// What every scene is assembled from: the shared data, the outside world (clock, dates),
/// and the stack its Worker shows other scenes on.
///
/// Only Workers take from it: side effects are theirs alone.
@MainActor
struct SceneAssembly {
    let repositories: FootballGatherRepositories
    let environment: AppEnvironment
    /// The app's one stack. Weak: the screens on it keep this assembly.
    weak let navigationController: NavigationController?
    /// The stack's work in flight, which the countdown's ticks count in.
    let activity: TaskTracker
}
