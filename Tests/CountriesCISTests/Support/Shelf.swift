import AppSupport
@testable import CountriesCIS
import CountriesModel
import CountriesTestSupport
import TestSupport
import TerminalUI

/// The real outside world a Countries Worker is tested against: the bundled dataset in
/// SQLite (in memory) behind a fault injector, and a navigation stack with a root screen.
@MainActor
final class Shelf {
    let faults = FaultInjector()
    let repositories: CountriesRepositories
    let navigationController = NavigationController(root: ViewController())

    init() throws {
        repositories = try .test(faults: faults)
    }

    var context: SceneAssembly {
        SceneAssembly(repositories: repositories, navigationController: navigationController)
    }

    /// The titles of the screens on the stack, root first.
    var titles: [String] { navigationController.viewControllers.map(\.screen.title) }

    /// Returns once a call hangs on a held fault.
    func untilHeld() async throws {
        try await faults.waitUntilHeld()
    }
}
