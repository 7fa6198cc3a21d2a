import AppSupport
import FootballGatherModel
import FootballGatherTestSupport
import Foundation
import TerminalUI
import TestSupport
@testable import FootballGatherVIPER

/// A navigation stack and the real module factory over a `Backend`: what router and
/// deallocation tests assemble modules with.
@MainActor
struct Stack {
    let backend: Backend
    let navigationController = NavigationController()
    let countdown: VirtualCountdown

    init(backend: Backend) {
        self.backend = backend
        countdown = VirtualCountdown(activity: navigationController.rootActivity)
    }

    var factory: ModuleFactory {
        ModuleFactory(repositories: backend.repositories, environment: countdown.environment)
    }

    var titles: [String] { navigationController.viewControllers.map(\.screen.title) }
    var top: ViewController? { navigationController.topViewController }

    /// Starts with Players of the coach as the root.
    func showPlayers() -> PlayerListView? {
        let module = factory.makePlayerList(using: navigationController, userID: backend.userID)
        navigationController.setViewControllers([module.assemble()])
        return top as? PlayerListView
    }

    /// Lets the work the stack's screens started finish (a running countdown excepted).
    func settle() async {
        await navigationController.activity.waitUntilIdle { [countdown] in countdown.time.sleepingCount }
    }

    /// Waits until no tracked work is left at all: a countdown cancelled a moment ago may
    /// still look asleep to `settle()` while its task unwinds.
    func drain() async throws {
        await settle()
        let activity = navigationController.activity
        try await waitUntil("no work is pending") { activity.pendingCount == 0 }
    }
}
