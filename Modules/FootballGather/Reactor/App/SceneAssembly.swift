import AppSupport
import FootballGatherModel
import ReactorSupport
import TerminalUI

/// What a scene is assembled from: the shared data and the outside world (clock, dates),
/// which its Worker takes, and the stack its View pushes the next scene on. It builds no
/// scene: the View that routes makes the next one. Its Views bind their pulses through it
/// (`PulseBinder`).
@MainActor
struct SceneAssembly: PulseBinder {
    let repositories: FootballGatherRepositories
    let environment: AppEnvironment
    /// The app's one stack. Weak: the screens on it keep this assembly.
    weak let navigationController: NavigationController?
    /// The stack's work in flight, which pulse checks and the countdown's ticks count in.
    let activity: TaskTracker
}
