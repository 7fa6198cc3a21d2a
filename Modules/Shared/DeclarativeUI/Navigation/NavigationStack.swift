/// A stack of pages that follows a path of routes, like SwiftUI's `NavigationStack(path:)`:
/// the root, then one page per route, made by the `navigationDestination(for:)` for the
/// route's type. Change the path to push and pop; `back` (and ``DismissAction``) write the
/// shorter path back. Without a path, it keeps its own, which ``NavigationLink``s append to.
///
/// Each page is a screen of the host's navigation stack: only the top one is visible, and
/// the views of the pages it covers disappear until it is popped.
public struct NavigationStack<Root: View>: View {
    private let path: Binding<[AnyHashable]>?
    private let root: Root
    @State private var ownPath: [AnyHashable] = []

    /// A stack showing `path`, a typed path kept in the app's state (a `@State`, a model, a router).
    public init<Route: Hashable>(path: Binding<[Route]>, @ViewBuilder root: () -> Root) {
        self.path = Binding(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            // A route of another type has no place on a typed path (SwiftUI ignores it too).
            set: { routes in path.wrappedValue = routes.compactMap { $0.base as? Route } }
        )
        self.root = root()
    }

    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) {
        path = nil
        self.root = root()
    }

    /// The stack's pages on its path (its own when it was given none).
    public var body: some View {
        NavigationStackPages(path: path ?? $ownPath, root: root)
    }
}
