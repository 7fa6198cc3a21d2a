import TerminalUI

/// The tree of a running app's views: renders it from the root, and again, as tracked work,
/// whenever state a body read has changed; then hands the result to the host and runs the
/// views' appearances.
@MainActor
final class ViewGraph {
    private let rootView: AnyView
    private let environment: EnvironmentValues
    private let activity: @MainActor () -> TaskTracker
    private let present: @MainActor (Fragment) -> Void
    private lazy var root = ViewNode(viewType: ObjectIdentifier(AnyView.self), graph: self)
    private let lifecycle = LifecycleTracker()
    private var isUpdateScheduled = false

    /// - Parameters:
    ///   - activity: the tracker script mode waits on (the root stack's).
    ///   - present: shows a rendered tree.
    init(
        rootView: AnyView,
        environment: EnvironmentValues,
        activity: @escaping @MainActor () -> TaskTracker,
        present: @escaping @MainActor (Fragment) -> Void
    ) {
        self.rootView = rootView
        self.environment = environment
        self.activity = activity
        self.present = present
    }

    /// Renders the tree now: only the bodies whose state changed (or whose parent's body ran)
    /// are evaluated; the others are reused.
    func update() {
        isUpdateScheduled = false
        let fragment = root.render(rootView, RenderContext(environment: environment, fresh: false))
        present(fragment)
        lifecycle.show(fragment.lifecycle, activity: activity())
        // After the screen is drawn, as SwiftUI does: a change they make is the next update's.
        for change in fragment.changes { change() }
    }

    /// Schedules one update for every change made until it runs, as tracked work: script mode
    /// renders only once the screen has caught up with the state.
    func setNeedsUpdate() {
        guard !isUpdateScheduled else { return }
        isUpdateScheduled = true
        activity().perform { [weak self] in self?.update() }
    }
}
