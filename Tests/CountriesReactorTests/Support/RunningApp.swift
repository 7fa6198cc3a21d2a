import AppSupport
import CountriesTestSupport
@testable import CountriesReactor

/// The whole Reactor app on the shared live harness: over the bundled dataset in SQLite (in
/// memory), typed at through the toolkit's session as script mode does.
typealias RunningApp = LiveApp<RootView>

extension LiveApp where App == RootView {
    convenience init() throws {
        // The assembly hands back the app as the registry sees it; its root is the RootView.
        try self.init { AppAssembly.makeApplication(repositories: $0, environment: .live) as! RootView }
    }
}
