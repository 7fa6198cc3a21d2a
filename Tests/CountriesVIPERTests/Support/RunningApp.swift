import CountriesModel
import Foundation
import TerminalUI
import TestSupport
@testable import CountriesVIPER
import Testing

/// The VIPER Countries app on real repositories, driven through the toolkit's session the
/// way the launcher drives it.
@MainActor
final class RunningApp {
    let countries: Countries
    let loader: AppLoader
    let session: Session

    init() throws {
        countries = try Countries()
        loader = AppLoader(moduleFactory: ModuleFactory(repositories: countries.repositories))
        session = Session(app: loader, timekeeper: VirtualTime(), blockedWork: { [faults = countries.faults] in faults.heldCount })
    }

    /// Started, showing the loaded list, or the link's country on top of it.
    static func launched(opening link: String? = nil) async throws -> RunningApp {
        let app = try RunningApp()
        let error = await app.session.start(opening: link)
        #expect(error == nil)
        return app
    }

    var navigationController: NavigationController { loader.navigationController }
    var titles: [String] { navigationController.viewControllers.map(\.screen.title) }
    var screen: Screen { session.screen }

    /// Carries out `commands` in order; each must apply to the screen it meets.
    func run(_ commands: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        for command in commands {
            if case .error(let message) = await session.execute(command) {
                Issue.record("\(command): \(message)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Waits until no tracked work is left (a cancelled load may still be unwinding).
    func drain() async throws {
        await session.waitUntilIdle()
        let activity = navigationController.activity
        try await waitUntil("no work is pending") { activity.pendingCount == 0 }
    }
}
