import CountriesModel
import Foundation
import TerminalUI
import TestSupport
@testable import CountriesVIP
import Testing

/// The VIP Countries app on real repositories, driven through the toolkit's session the way
/// the launcher drives it.
@MainActor
final class RunningApp {
    let countries: Countries
    let app: AppDelegate
    let scripted: ScriptedSession

    init() throws {
        countries = try Countries()
        app = AppDelegate(assembly: SceneAssembly(repositories: countries.repositories))
        scripted = ScriptedSession(app: app, faults: countries.faults)
    }

    /// Started, showing the loaded list, or the link's country on top of it.
    static func launched(opening link: String? = nil) async throws -> RunningApp {
        let running = try RunningApp()
        let error = await running.scripted.session.start(opening: link)
        #expect(error == nil)
        return running
    }

    var navigationController: NavigationController { app.navigationController }
    var titles: [String] { scripted.stackTitles }
    var screen: Screen { scripted.screen }
    var rowTitles: [String] { screen.indexedRows.map(\.row.title) }

    /// Carries out `commands` in order; each must apply to the screen it meets.
    func run(_ commands: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        let refused = await scripted.run(commands)
        #expect(refused.isEmpty, "\(refused)", sourceLocation: sourceLocation)
    }

    /// Waits until no tracked work is left (a cancelled load may still be unwinding).
    func drain() async throws { try await scripted.drain() }
}
