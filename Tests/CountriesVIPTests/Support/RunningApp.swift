import CountriesTestSupport
@testable import CountriesVIP
import Testing

/// The VIP Countries app on the shared live harness: over real SQLite repositories (the
/// bundled dataset, in memory), typed at as the launcher types at it.
typealias RunningApp = LiveApp<AppDelegate>

extension LiveApp where App == AppDelegate {
    convenience init() throws {
        try self.init { AppDelegate(assembly: SceneAssembly(repositories: $0)) }
    }

    /// Started, showing the loaded list, or the link's country on top of it.
    static func started(opening link: String? = nil) async throws -> RunningApp {
        let running = try RunningApp()
        await running.start(opening: link)
        return running
    }
}
