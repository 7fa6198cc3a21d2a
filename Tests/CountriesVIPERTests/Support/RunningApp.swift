import CountriesTestSupport
@testable import CountriesVIPER
import Testing

/// The VIPER Countries app on the shared live harness: over real SQLite repositories (the
/// bundled dataset, in memory), typed at as the launcher types at it.
typealias RunningApp = LiveApp<AppLoader>

extension LiveApp where App == AppLoader {
    convenience init() throws {
        try self.init { AppLoader(moduleFactory: ModuleFactory(repositories: $0)) }
    }

    /// Started, showing the loaded list, or the link's country on top of it.
    static func started(opening link: String? = nil) async throws -> RunningApp {
        let running = try RunningApp()
        await running.start(opening: link)
        return running
    }

    var loader: AppLoader { app }
}
