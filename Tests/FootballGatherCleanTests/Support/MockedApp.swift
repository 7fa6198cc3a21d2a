import AppSupport
@testable import FootballGatherCleanDI
@testable import FootballGatherCleanDomain
import Foundation
import TerminalUI

/// The app wired by its own DI container over mocked repositories: use cases and views as
/// in production, data as the test sets it up. A view is shown on a stack of its own, so
/// routing changes stay in the AppState for the test to read.
@MainActor
struct MockedApp {
    let accounts = MockedAccountRepository()
    let preferences = MockedPreferencesRepository()
    let roster = MockedRosterRepository()
    let gathers = MockedGatherLogRepository()
    let time = VirtualTime()
    let container: AppContainer
    let navigation = NavigationController()

    init(_ appState: AppState = AppState()) {
        let time = time
        container = AppContainer(
            appState: appState,
            environment: AppEnvironment(clock: time.clock, now: { time.now() }, timeZone: TimeZone(identifier: "UTC")!),
            accounts: accounts,
            preferences: preferences,
            roster: roster,
            gathers: gathers
        )
    }

    var appState: AppState { container.appState }

    /// The screen on top of the test's stack.
    var screen: Screen { navigation.currentScreen }

    /// Shows the view routing gives `route`, as it would appear, and waits until it settled.
    @discardableResult
    func show(_ route: AppState.Route) async -> ViewController {
        let view = container.makeView(for: route)
        navigation.setViewControllers([view])
        await settle()
        return view
    }

    /// Sends `event` to the screen on top and waits until the work it started is done
    /// (a running countdown asleep on the clock counts as done).
    func send(_ event: Event) async {
        navigation.send(event)
        await settle()
    }

    func settle() async {
        await navigation.activity.waitUntilIdle { [time] in time.sleepingCount }
    }
}
