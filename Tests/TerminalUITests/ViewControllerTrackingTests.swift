import Testing
@testable import TerminalUI

/// Work a view controller starts as it leaves the stack still counts as work in flight.
@MainActor @Suite struct ViewControllerTrackingTests {
    final class Leaver: ViewController {
        let gate: AsyncStream<Void>
        init(gate: AsyncStream<Void>) { self.gate = gate }
        override func viewDidDisappear() {
            track(Task { [gate] in for await _ in gate { return } })
        }
    }

    @Test func workStartedInViewDidDisappearIsTracked() async {
        let (gate, open) = AsyncStream<Void>.makeStream()
        let navigationController = NavigationController(root: ViewController())
        navigationController.push(Leaver(gate: gate))

        navigationController.pop()
        #expect(navigationController.activity.pendingCount == 1)

        open.yield()
        await navigationController.activity.waitUntilIdle()
        #expect(navigationController.activity.pendingCount == 0)
    }

    @Test func aControllerBackOnAStackTracksThereAgain() {
        let navigationController = NavigationController(root: ViewController())
        let screen = ViewController()
        navigationController.push(screen)
        navigationController.pop()

        let other = NavigationController(root: ViewController())
        other.push(screen)
        screen.track(Task {})

        #expect(other.activity.pendingCount == 1)
        #expect(navigationController.activity.pendingCount == 0)
    }
}
