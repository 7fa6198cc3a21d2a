import AppSupport
@testable import FootballGatherCleanDI
@testable import FootballGatherCleanDomain
import FootballGatherCleanPresentation
import FootballGatherModel
import FootballGatherTestSupport
import TerminalUI
import TestSupport
import Testing

/// The whole Clean app as the registry builds it, on the shared ``LiveApp`` (a seeded
/// ``Backend``, virtual time, typed lines). Clean's tests also read the container the app
/// was built from — its `AppState` and scenes built alone — which `LiveApp`, holding only
/// the app, cannot give them; so this keeps both.
@MainActor
struct RunningApp {
    let live: LiveApp<RootView>
    let container: AppContainer

    /// The app over a fresh seeded backend, not yet started.
    init() async throws {
        var made: AppContainer?
        live = LiveApp(backend: try await Backend.seeded()) { repositories, environment in
            let container = AppContainer(repositories: repositories, environment: environment)
            made = container
            return container.makeApplication()
        }
        // The closure above runs inside LiveApp's initialiser, so the container is there.
        container = made!
    }

    /// A started app with the seeded coach (Ada, Bruno, Carla, Dani, Eli) signed in on Players.
    static func signedIn() async throws -> RunningApp {
        let app = try await RunningApp()
        await app.live.start()
        await app.live.signIn()
        return app
    }

    var appState: AppState { container.appState }
    var root: RootView { live.app }
    var faults: FaultInjector { live.faults }
    var repositories: FootballGatherRepositories { live.backend.repositories }
    var scripted: ScriptedSession { live.scripted }
    var screen: Screen { live.screen }
    var stack: [String] { live.titles }

    /// Types each line; every one must apply to the screen it meets.
    func run(_ lines: String..., sourceLocation: SourceLocation = #_sourceLocation) async {
        for line in lines {
            await live.run(line, sourceLocation: sourceLocation)
        }
    }
}
