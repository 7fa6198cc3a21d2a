import FootballGatherTestSupport
@testable import FootballGatherMVVM

/// The whole MVVM app on the shared live harness, its coordinator at the root.
typealias AppHarness = LiveApp<AppCoordinator>

extension LiveApp where App == AppCoordinator {
    convenience init(world: Backend) {
        self.init(backend: world) { AppCoordinator(repositories: $0, environment: $1) }
    }
}
