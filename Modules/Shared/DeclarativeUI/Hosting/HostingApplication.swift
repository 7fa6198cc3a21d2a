import Foundation
import TerminalUI

/// Runs a view tree as an app, as a SwiftUI `App` with its `WindowGroup` (or a
/// `UIHostingController` at the root of a UIKit app) does: the drivers (`ScriptDriver`,
/// `InteractiveDriver`) run it like any TerminalUI ``Application``.
///
/// Each page of the tree (the root of a ``NavigationStack`` and each route on its path) is
/// hosted on ``navigationController``, so `back`, the back button and the screen the drivers
/// render are TerminalUI's own; `back` writes the shorter path to the stack's binding.
/// Deep links go to the tree's `onOpenURL` handlers.
@MainActor
public final class HostingApplication: Application {
    /// The stack hosting the tree's pages; the drivers render its visible screen.
    public let navigationController = NavigationController()
    private var graph: ViewGraph?
    private var shown: [(key: AnyHashable, controller: PageController)] = []
    private var keepRoutes: (@MainActor (Int) -> Void)?
    private var linkHandlers: [@MainActor (URL) -> Action] = []

    /// - Parameters:
    ///   - rootView: the app's view, usually a ``NavigationStack``.
    ///   - environment: values its views read with `@Environment` (as `.environment(…)` on the root would give them).
    public init(rootView: some View, environment: EnvironmentValues = EnvironmentValues()) {
        graph = ViewGraph(
            rootView: AnyView(rootView),
            environment: environment,
            activity: { [navigationController] in navigationController.rootActivity },
            present: { [weak self] fragment in self?.present(fragment) }
        )
    }

    /// Draws the tree for the first time; the views on screen appear and their tasks start.
    public func start() {
        navigationController.delegate = self
        graph?.update()
    }

    /// Hands `url` to every `onOpenURL` handler of the tree; false when it has none.
    public func open(_ url: URL) -> Bool {
        guard !linkHandlers.isEmpty else { return false }
        for handler in linkHandlers {
            switch handler(url) {
            case .run(let run): run()
            case .perform(let work): navigationController.rootActivity.perform(work)
            }
        }
        return true
    }

    private func present(_ fragment: Fragment) {
        linkHandlers = fragment.linkHandlers
        guard let navigation = fragment.navigation else {
            keepRoutes = nil
            show([Fragment.PageEntry(key: AnyHashable("root"), fragment: fragment)], overlay: nil)
            return
        }
        keepRoutes = navigation.keepRoutes
        show(navigation.pages, overlay: fragment.alert)
    }

    /// Brings the stack to `pages`: the pages the old and the new stack share at the bottom stay
    /// (updated); a shorter path pops back; any other change sets the whole stack.
    private func show(_ pages: [Fragment.PageEntry], overlay: Fragment.AlertEntry?) {
        let kept = zip(shown, pages).prefix { $0.0.key == $0.1.key }.count
        for index in 0..<kept {
            shown[index].controller.page = Page(pages[index].fragment)
        }
        let controllers = shown.prefix(kept).map(\.controller) + pages.dropFirst(kept).map { PageController(page: Page($0.fragment)) }
        controllers.forEach { $0.overlay = overlay }
        let changed = kept < shown.count || kept < pages.count
        shown = zip(pages, controllers).map { (key: $0.key, controller: $1) }
        if changed {
            if kept == pages.count, let top = controllers.last {
                navigationController.pop(to: top)
            } else {
                navigationController.setViewControllers(controllers)
            }
        }
        // The interactive driver redraws on this; script mode renders once the app is idle.
        controllers.last?.setNeedsDisplay()
    }
}

extension HostingApplication: NavigationControllerDelegate {
    /// The user went back: the path keeps only the routes of the pages still on the stack.
    public func navigationController(_ navigationController: NavigationController, didPop viewController: ViewController) {
        let remaining = shown.filter { entry in
            navigationController.viewControllers.contains { $0 === entry.controller }
        }
        guard remaining.count < shown.count, !remaining.isEmpty else { return }
        shown = remaining
        keepRoutes?(remaining.count - 1)
    }
}
