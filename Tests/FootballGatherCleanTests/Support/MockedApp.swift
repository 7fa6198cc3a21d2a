import AppSupport
@testable import FootballGatherCleanDI
@testable import FootballGatherCleanDomain
import Foundation
import TerminalUI
import TestSupport

/// The app wired by its own DI container over mocked repositories: use cases and views as
/// in production, data as the test sets it up. A view is shown on a stage of its own, so
/// routing changes stay in the AppState for the test to read.
@MainActor
struct MockedApp {
    let accounts = AccountRepositoryMock()
    let preferences = PreferencesRepositoryMock()
    let roster = RosterRepositoryMock()
    let gathers = GatherLogRepositoryMock()
    let time = VirtualTime()
    let container: AppContainer
    let stage: ScreenStage

    init(_ appState: AppState = AppState()) {
        let time = time
        stage = ScreenStage(sleepingCount: { time.sleepingCount })
        container = AppContainer(
            appState: appState,
            environment: .scripted(time),
            accounts: accounts,
            preferences: preferences,
            roster: roster,
            gathers: gathers
        )
    }

    var appState: AppState { container.appState }
    var screen: Screen { stage.screen }

    /// Shows the view routing gives `route`, as it would appear, once it has settled.
    @discardableResult
    func show(_ route: AppState.Route) async -> ViewController {
        let view = container.makeView(for: route)
        await stage.show(view)
        return view
    }

    func send(_ event: Event) async {
        await stage.send(event)
    }

    /// Lets `seconds` of virtual time pass, one by one, each once the app is idle again.
    func wait(seconds: Int) async {
        for _ in 0..<seconds {
            await time.passOneSecond()
            await stage.settle()
        }
    }
}
