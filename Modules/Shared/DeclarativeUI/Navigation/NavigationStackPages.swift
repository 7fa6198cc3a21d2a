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
