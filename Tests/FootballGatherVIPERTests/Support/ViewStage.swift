import TerminalUI

/// A navigation stack to show one passive view on and send it events, each once the work
/// of the one before has finished: what the view tests drive their views with.
@MainActor
struct ViewStage {
    let navigationController = NavigationController()

    /// Shows `view` (so it loads), then sends `events`.
    func run(_ view: ViewController, _ events: Event...) async {
        navigationController.setViewControllers([view])
        await send(events, to: view)
    }

    func send(_ events: Event..., to view: ViewController) async {
        await send(events, to: view)
    }

    func send(_ events: [Event], to view: ViewController) async {
        await navigationController.activity.waitUntilIdle()
        for event in events {
            view.handle(event)
            await navigationController.activity.waitUntilIdle()
        }
    }

    /// Lets the work the stack started finish.
    func settle() async {
        await navigationController.activity.waitUntilIdle()
    }
}
