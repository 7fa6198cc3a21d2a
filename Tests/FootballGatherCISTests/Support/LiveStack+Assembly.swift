import FootballGatherTestSupport
@testable import FootballGatherCIS

/// The CIS side of the shared live stack: a Worker is made from the scene assembly the app
/// gives its scenes, over this stack's repositories, clock and navigation.
extension LiveStack {
    var assembly: SceneAssembly {
        SceneAssembly(
            repositories: repositories, environment: environment,
            navigationController: navigationController, activity: navigationController.rootActivity
        )
    }
}
