extension View {
    /// The title of the page this view is on, like SwiftUI's `navigationTitle(_:)`.
    public func navigationTitle(_ title: some StringProtocol) -> some View {
        let title = String(title)
        return modified(finish: { fragment, _, _ in fragment.title = title })
    }

    /// The page the enclosing ``NavigationStack`` shows for a route of type `route` on its path,
    /// like SwiftUI's `navigationDestination(for:destination:)`.
    public func navigationDestination<Route: Hashable, Destination: View>(
        for route: Route.Type,
        @ViewBuilder destination: @escaping (Route) -> Destination
    ) -> some View {
        modified(finish: { fragment, _, _ in
            let key = ObjectIdentifier(Route.self)
            guard fragment.destinations[key] == nil else { return }
            fragment.destinations[key] = { value in
                // Looked up by the route's own type, so the cast holds.
                AnyView(destination(value.base as! Route))
            }
        })
    }

    /// Bar buttons, like SwiftUI's `toolbar(content:)`: the ``Button``s (or ``ToolbarItem``s)
    /// in `content` show in the navigation bar, after the back button.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let bar = content()
        return modified(finish: { fragment, node, context in
            fragment.append(node.renderChild(bar, key: .part("toolbar"), context.parts(in: .toolbar)))
        })
    }
}
