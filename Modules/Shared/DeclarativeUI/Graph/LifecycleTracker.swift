import TerminalUI

/// Runs `onAppear`, `onDisappear` and `task` as views come onto the visible page and leave
/// it: pushed, popped, covered by a pushed page and revealed again, or removed by a change
/// of state, as SwiftUI does on a navigation stack.
///
/// A `task` runs as tracked work, so script mode waits for it, and is cancelled when its view
/// disappears or, for `task(id:)`, restarted when the id changes.
@MainActor
final class LifecycleTracker {
    private var visible: [Fragment.LifecycleEntry] = []
    private var running: [ObjectIdentifier: Task<Void, Never>] = [:]

    /// Brings the visible set to `entries`: disappearances first (innermost first), then
    /// appearances in order.
    func show(_ entries: [Fragment.LifecycleEntry], activity: TaskTracker) {
        let now = Set(entries.map(\.key))
        let before = Dictionary(visible.map { ($0.key, $0) }) { first, _ in first }
        let leaving = visible.reversed().filter { !now.contains($0.key) }
        visible = entries
        for entry in leaving {
            running.removeValue(forKey: entry.key)?.cancel()
            entry.onDisappear?()
        }
        var started: Set<ObjectIdentifier> = []
        for entry in entries where started.insert(entry.key).inserted {
            guard let previous = before[entry.key] else {
                entry.onAppear?()
                start(entry, activity: activity)
                continue
            }
            if let task = entry.task, !task.hasSameID(previous.task?.id) {
                running.removeValue(forKey: entry.key)?.cancel()
                start(entry, activity: activity)
            }
        }
    }

    private func start(_ entry: Fragment.LifecycleEntry, activity: TaskTracker) {
        guard let task = entry.task else { return }
        running[entry.key] = activity.perform(task.action)
    }
}
