import Foundation

/// A progress bar the workers share: one at a time, under a lock (the bar itself is not
/// thread-safe; its steps only need counting right).
final class SharedProgress: @unchecked Sendable {
    private let bar: ProgressBar
    private let lock = NSLock()

    init(_ bar: ProgressBar) {
        self.bar = bar
    }

    func beginStep(_ label: String) {
        lock.withLock { bar.beginStep(label) }
    }

    func endStep() {
        lock.withLock { bar.endStep() }
    }
}
