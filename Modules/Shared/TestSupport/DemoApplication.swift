import Foundation
import TerminalUI

/// A tiny app that uses every toolkit element, for the toolkit's own tests and for
/// checking drivers without depending on either domain.
@MainActor
public final class DemoApplication: Application {
    public let navigationController = NavigationController()
    public private(set) var openedLinks: [URL] = []
    private let clock: any Clock<Duration>

    public init(clock: any Clock<Duration>) {
        self.clock = clock
    }

    public func start() {
        navigationController.setViewControllers([DemoViewController(clock: clock)])
    }

    public func open(_ url: URL) -> Bool {
        guard url.scheme == "demo" else { return false }
        openedLinks.append(url)
        navigationController.push(DemoDetailViewController(title: url.host ?? "link"))
        return true
    }
}

/// A second screen, to push and pop.
@MainActor
public final class DemoDetailViewController: ViewController {
    private let title: String

    public init(title: String) {
        self.title = title
    }

    override public var screen: Screen {
        Screen(title: title, labels: ["Detail of \(title)"])
    }
}
