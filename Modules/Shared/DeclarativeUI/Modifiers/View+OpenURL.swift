import Foundation

extension View {
    /// Handles a deep link the app opens, like SwiftUI's `onOpenURL(perform:)`. Every handler on
    /// screen gets the link; an app with none refuses links.
    public func onOpenURL(perform action: @escaping @MainActor (URL) -> Void) -> some View {
        modified(finish: { fragment, _, _ in fragment.linkHandlers.append { url in .run { action(url) } } })
    }

    /// Like ``onOpenURL(perform:)``, with asynchronous work the toolkit tracks (a link that is
    /// looked up before it is shown), as a ``Button``'s async action is.
    public func onOpenURL(perform action: @escaping @MainActor (URL) async -> Void) -> some View {
        modified(finish: { fragment, _, _ in fragment.linkHandlers.append { url in .perform { await action(url) } } })
    }
}
