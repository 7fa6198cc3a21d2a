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

/// The pages of a ``NavigationStack`` for its path, each at its depth and route.
struct NavigationStackPages<Root: View>: View {
    let path: Binding<[AnyHashable]>
    let root: Root

    var body: Never {
        fatalError("NavigationStackPages has no body")
    }
}

extension NavigationStackPages: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        let routes = node.track { path.wrappedValue }
        var context = context
        context.push = { [path] route in path.wrappedValue.append(route) }
        let rootPage = node.renderChild(root, key: .part("root"), context)
        var pages = [Fragment.PageEntry(key: AnyHashable("root"), fragment: rootPage)]
        var destinations = rootPage.destinations
        for (depth, route) in routes.enumerated() {
            var pageContext = context
            pageContext.fresh = node.isRemade
            pageContext.environment.dismiss = DismissAction { [path] in
                path.wrappedValue = Array(path.wrappedValue.prefix(depth))
            }
            let make = destinations[ObjectIdentifier(type(of: route.base))]
            // A route with no destination shows an empty page, as SwiftUI shows a placeholder.
            let view = node.track { make?(route) ?? AnyView(EmptyView()) }
            let page = node.renderChild(view, key: .page(depth, route), pageContext)
            destinations.merge(page.destinations) { first, _ in first }
            pages.append(Fragment.PageEntry(key: AnyHashable([AnyHashable(depth), route]), fragment: page))
        }
        var fragment = Fragment()
        fragment.navigation = Fragment.NavigationEntry(pages: pages) { [path] count in
            path.wrappedValue = Array(path.wrappedValue.prefix(count))
        }
        // Only the top page is on screen: the others' views have disappeared.
        fragment.lifecycle = pages.last?.fragment.lifecycle ?? []
        fragment.linkHandlers = pages.flatMap(\.fragment.linkHandlers)
        fragment.changes = pages.flatMap(\.fragment.changes)
        return fragment
    }
}
