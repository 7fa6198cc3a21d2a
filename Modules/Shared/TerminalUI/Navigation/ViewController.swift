/// The base class of every screen, like `UIViewController`: it describes what it shows
/// (``screen``) and receives the user's ``Event``s.
///
/// Subclasses override ``screen`` and ``handle(_:)``. Asynchronous work started for an
/// event goes through ``perform(_:)`` (or ``track(_:)``), so the toolkit knows when the
/// app is idle: script mode renders only then, which keeps transcripts deterministic.
@MainActor
open class ViewController {
    /// The container this controller is on, set by the container.
    public internal(set) weak var navigationController: NavigationController? {
        didSet {
            departedActivity = navigationController == nil ? oldValue?.rootActivity : nil
            // An alert leaves with its screen.
            if navigationController == nil { presentedAlert = nil }
        }
    }
    /// The alert this controller presented that has not been answered yet.
    var presentedAlert: PresentedAlert?
    /// The tracker of the stack this controller has just left, so work it starts while
    /// leaving (in ``viewDidDisappear()``, say to cancel a load) is still waited for.
    private weak var departedActivity: TaskTracker?

    public init() {}

    /// What the screen shows now. Called on every render; read your state here.
    open var screen: Screen {
        Screen(title: "")
    }

    /// Handles one user event. The toolkit only sends events for enabled elements on screen.
    open func handle(_ event: Event) {}

    /// Called each time this controller becomes the visible one (pushed, or revealed by a pop).
    open func viewWillAppear() {}

    /// Called once this controller has left the stack (popped, or replaced).
    open func viewDidDisappear() {}

    /// Asks for a redraw (interactive mode redraws at once; script mode renders after each command).
    public func setNeedsDisplay() {
        navigationController?.setNeedsDisplay()
    }

    /// Presents an alert that belongs to this screen, as a view controller presents a
    /// `UIAlertController`; `handler` receives the chosen action's title, once.
    ///
    /// The alert shows while this controller is the top of the visible stack. While another
    /// screen covers it, it waits and shows when this screen is on top again: UIKit would
    /// refuse to present from a controller outside the window hierarchy, and here the alert,
    /// usually an error, is kept so it is never lost. It leaves with the controller: one that
    /// has left its stack presents nothing. A screen has one alert at a time, so a new one
    /// replaces one not yet answered (whose handler then never runs).
    public func presentAlert(_ alert: Screen.Alert, handler: @escaping @MainActor (String) -> Void = { _ in }) {
        guard navigationController != nil else { return }
        presentedAlert = PresentedAlert(alert: alert, handler: handler)
        setNeedsDisplay()
    }

    /// Runs `work` as a task the toolkit waits for before it renders in script mode.
    @discardableResult
    public func perform(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        let task = Task { @MainActor in await work() }
        track(task)
        return task
    }

    /// Registers a task started elsewhere (for example a controller's action) as work in flight.
    /// Works in ``viewDidDisappear()`` too: the task counts on the stack just left.
    public func track(_ task: Task<Void, Never>) {
        (navigationController?.rootActivity ?? departedActivity)?.track(task)
    }
}
