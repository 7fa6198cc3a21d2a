import Observation
import ReactorSupport
import TerminalUI
import Testing

/// The bindings every Reactor View makes through its scene assembly: an error pulse becomes
/// the alert of the View it is bound on, a route pulse one navigation.
@MainActor
@Suite struct PulseBinderTests {
    @Observable
    final class Model {
        struct State: Equatable {
            @Pulse var errorMessage: String? = nil
            @Pulse var route: String? = nil
        }

        var state = State()
    }

    struct Assembly: PulseBinder {
        let activity: TaskTracker
    }

    final class Page: ViewController {}

    @Test func anErrorPulseIsTheAlertOfItsViewAndWaitsWhileAnotherCoversIt() async {
        let model = Model()
        let players = Page(), details = Page()
        let stack = NavigationController(root: players)
        let assembly = Assembly(activity: stack.rootActivity)
        let binding = assembly.errorAlertBinding(on: players) { model.state.$errorMessage }
        stack.push(details)

        model.state.errorMessage = "Could not delete the player."
        await stack.rootActivity.waitUntilIdle()

        #expect(stack.currentScreen.alert == nil)
        stack.goBack()
        #expect(stack.currentScreen.alert == .error("Could not delete the player."))
        withExtendedLifetime(binding) {}
    }

    @Test func aRoutePulseNavigatesOncePerFiring() async {
        let model = Model()
        let activity = TaskTracker()
        var routes: [String] = []
        let binding = Assembly(activity: activity).routeBinding({ model.state.$route }) { routes.append($0) }

        model.state.route = "details"
        await activity.waitUntilIdle()
        model.state.errorMessage = "unrelated"
        await activity.waitUntilIdle()

        #expect(routes == ["details"])
        withExtendedLifetime(binding) {}
    }
}
