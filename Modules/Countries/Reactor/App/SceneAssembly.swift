import CountriesModel
import ReactorSupport
import TerminalUI

/// What a scene is assembled from: the shared data, which its Worker takes, and the stack's
/// work in flight, which pulse checks count in. It builds no scene: the View that routes
/// makes the next one (`CountryDetailsView(initialState:assembly:)`). Its Views bind their
/// pulses through it (`PulseBinder`).
@MainActor
struct SceneAssembly: PulseBinder {
    let repositories: CountriesRepositories
    /// The stack's work in flight, which pulse checks count in.
    let activity: TaskTracker
}
