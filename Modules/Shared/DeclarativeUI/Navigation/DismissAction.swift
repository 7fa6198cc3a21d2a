/// Goes back from the page a view is on, like SwiftUI's `DismissAction`: read it with
/// `@Environment(\.dismiss)` and call it. On a navigation stack's root it does nothing.
public struct DismissAction: Sendable {
    private let action: @MainActor @Sendable () -> Void

    init(_ action: @escaping @MainActor @Sendable () -> Void) {
        self.action = action
    }

    @MainActor
    public func callAsFunction() {
        action()
    }
}
