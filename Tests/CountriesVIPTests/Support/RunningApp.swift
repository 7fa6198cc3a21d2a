import CountriesModel
import Foundation
import TerminalUI
@testable import CountriesVIP
import Testing

/// The VIP Countries app on real repositories, driven through the toolkit's session the way
/// the launcher drives it.
@MainActor
final class RunningApp {
    let countries: Countries
    let app: AppDelegate
    let session: Session

    init() throws {
        countries = try Countries()
        app = AppDelegate(listConfigurator: CountryListConfigurator(repositories: countries.repositories))
        session = Session(app: app, timekeeper: VirtualTime(), blockedWork: { [faults = countries.faults] in faults.heldCount })
    }

    /// Started, showing the loaded list, or the link's country on top of it.
    static func launched(opening link: String? = nil) async throws -> RunningApp {
        let running = try RunningApp()
        let error = await running.session.start(opening: link)
        #expect(error == nil)
        return running
    }

    var navigationController: NavigationController { app.navigationController }
    var titles: [String] { navigationController.viewControllers.map(\.screen.title) }
    var screen: Screen { session.screen }
    var rowTitles: [String] { screen.indexedRows.map(\.row.title) }

    /// Carries out `commands` in order; each must apply to the screen it meets.
    func run(_ commands: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        for command in commands {
            if case .error(let message) = await session.execute(command) {
                Issue.record("\(command): \(message)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Waits until no tracked work is left (a cancelled load may still be unwinding).
    func drain() async {
        await session.waitUntilIdle()
        for _ in 0..<2_000 where navigationController.activity.pendingCount > 0 {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}
