/// A stack of view controllers with push, pop and modal presentation, like
/// `UINavigationController`. The visible screen is the top of the deepest presented stack.
@MainActor
public final class NavigationController {
    public private(set) var viewControllers: [ViewController] = []
    /// A stack presented modally on top of this one.
    public private(set) var presented: NavigationController?
    public private(set) weak var presenting: NavigationController?
    /// Told about pops and pushes (coordinators use it to release their children).
    public weak var delegate: (any NavigationControllerDelegate)?
    /// Work in flight started from screens on this stack (shared with presented stacks).
    public let activity: TaskTracker
    /// Called when a screen asks for a redraw; the interactive driver listens.
    public var onNeedsDisplay: (@MainActor () -> Void)?

    private var alert: PresentedAlert?

    public init(root: ViewController? = nil, activity: TaskTracker = TaskTracker()) {
        self.activity = activity
        if let root { setViewControllers([root]) }
    }

    public var topViewController: ViewController? { viewControllers.last }

    /// The tracker of the root stack: presented stacks report their work there too.
    public var rootActivity: TaskTracker {
        presenting?.rootActivity ?? activity
    }

    /// The stack whose top is on screen: this one, or the deepest one presented over it.
    public var visibleStack: NavigationController {
        presented?.visibleStack ?? self
    }

    /// Whether `back` applies: more than one screen on the visible stack, or a modal to close.
    public var canGoBack: Bool {
        let stack = visibleStack
        return stack.viewControllers.count > 1 || stack.presenting != nil
    }

    // MARK: Stack

    public func push(_ viewController: ViewController) {
        viewController.navigationController = self
        viewControllers.append(viewController)
        delegate?.navigationController(self, didShow: viewController)
        viewController.viewWillAppear()
        setNeedsDisplay()
    }

    /// Pops the top screen; the root stays.
    @discardableResult
    public func pop() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        finishRemoving([popped])
        return popped
    }

    /// Pops every screen above `viewController`.
    public func pop(to viewController: ViewController) {
        guard let index = viewControllers.lastIndex(where: { $0 === viewController }),
              index < viewControllers.count - 1 else { return }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        finishRemoving(popped)
    }

    public func popToRoot() {
        if let root = viewControllers.first { pop(to: root) }
    }

    /// Replaces the whole stack (for example Login → Players after signing in).
    public func setViewControllers(_ newStack: [ViewController]) {
        let removed = viewControllers.filter { old in !newStack.contains { $0 === old } }
        viewControllers = newStack
        newStack.forEach { $0.navigationController = self }
        removed.forEach { removedController in
            removedController.navigationController = nil
            removedController.viewDidDisappear()
            delegate?.navigationController(self, didPop: removedController)
        }
        if let top = topViewController {
            delegate?.navigationController(self, didShow: top)
            top.viewWillAppear()
        }
        setNeedsDisplay()
    }

    private func finishRemoving(_ popped: [ViewController]) {
        for controller in popped.reversed() {
            controller.navigationController = nil
            controller.viewDidDisappear()
            delegate?.navigationController(self, didPop: controller)
        }
        if let top = topViewController {
            delegate?.navigationController(self, didShow: top)
            top.viewWillAppear()
        }
        setNeedsDisplay()
    }

    // MARK: Modal presentation

    /// Presents `stack` modally over this one.
    public func present(_ stack: NavigationController) {
        presented = stack
        stack.presenting = self
        stack.onNeedsDisplay = { [weak self] in self?.setNeedsDisplay() }
        stack.topViewController?.viewWillAppear()
        setNeedsDisplay()
    }

    /// Dismisses the stack presented over this one.
    public func dismiss() {
        guard let stack = presented else { return }
        presented = nil
        stack.presenting = nil
        stack.viewControllers.reversed().forEach { controller in
            // A dismissed screen's alert leaves with it, as with a pop.
            controller.presentedAlert = nil
            controller.viewDidDisappear()
        }
        topViewController?.viewWillAppear()
        setNeedsDisplay()
    }

    // MARK: Alerts

    /// Shows an alert over whatever is visible, whichever screen that is; `handler` receives
    /// the chosen action's title.
    ///
    /// Only for an alert that belongs to no screen, such as the app's answer to a link it
    /// cannot open. An alert about a screen's own work is that screen's:
    /// ``ViewController/presentAlert(_:handler:)`` keeps it with the screen, so it never
    /// shows over another one.
    public func presentAlert(_ alert: Screen.Alert, handler: @escaping @MainActor (String) -> Void = { _ in }) {
        self.alert = PresentedAlert(alert: alert, handler: handler)
        setNeedsDisplay()
    }

    // MARK: What is on screen

    /// The visible screen, with the back button and the alert on top applied: one presented
    /// on a navigation controller, else one the visible screen presented, else its own.
    public var currentScreen: Screen {
        let stack = visibleStack
        let top = stack.topViewController
        var screen = top?.screen ?? Screen(title: "")
        screen.showsBackButton = canGoBack
        if let alert = alert ?? stack.alert ?? top?.presentedAlert {
            screen.alert = alert.alert
        }
        return screen
    }

    /// Sends `event` to the visible screen, or to a presented alert first.
    public func send(_ event: Event) {
        let top = visibleStack.topViewController
        if case .alert(let action) = event {
            if let owner = alertOwner, let presented = owner.alert {
                owner.alert = nil
                answer(presented, with: action)
                return
            }
            if let top, let presented = top.presentedAlert {
                top.presentedAlert = nil
                answer(presented, with: action)
                return
            }
        }
        top?.handle(event)
    }

    private func answer(_ presented: PresentedAlert, with action: String) {
        presented.handler(action)
        setNeedsDisplay()
    }

    /// Handles the user's `back`: pops the visible stack, or dismisses a modal at its root.
    /// Returns false when there is nowhere to go back to.
    @discardableResult
    public func goBack() -> Bool {
        let stack = visibleStack
        if stack.viewControllers.count > 1 {
            stack.pop()
            return true
        }
        if let presenting = stack.presenting {
            presenting.dismiss()
            return true
        }
        return false
    }

    func setNeedsDisplay() {
        onNeedsDisplay?()
    }

    private var alertOwner: NavigationController? {
        if alert != nil { return self }
        let stack = visibleStack
        return stack.alert != nil ? stack : nil
    }
}

/// Hears about the stack changing, like `UINavigationControllerDelegate`.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController)
    func navigationController(_ navigationController: NavigationController, didPop viewController: ViewController)
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController) {}
    public func navigationController(_ navigationController: NavigationController, didPop viewController: ViewController) {}
}
