import Observation

/// One view's place in the tree, kept from render to render while the same type stays at the
/// same place: it holds the view's `@State` and its last body, and knows whether what it
/// read has changed since.
///
/// A composite view's body is evaluated inside `withObservationTracking`: a change to anything
/// it read (an `@Observable` model's property, an `@State`) marks this node dirty, and only
/// then, or when its parent hands it a new value, is the body evaluated again.
@MainActor
final class ViewNode {
    private weak var graph: ViewGraph?
    let viewType: ObjectIdentifier
    /// `@State` storage, by the property's position in the view.
    var properties: [Int: AnyObject] = [:]
    private var children: [ChildKey: ViewNode] = [:]
    private var visited: Set<ChildKey> = []
    private var isDirty = true
    /// Counts evaluations, so a change reported for an older one (a property the body no
    /// longer reads) is ignored.
    private var generation = 0
    private var lastBody: Any?
    /// Whether this render's reads need tracking (see ``render(_:_:)``).
    private var tracksReads = true
    /// Whether the views a primitive makes with its closures this time (`ForEach`'s elements, a
    /// stack's pages) are new values: its own values are new, or what it read has changed. The
    /// views it holds as values are new only when it is (`context.fresh`).
    private(set) var isRemade = true

    init(viewType: ObjectIdentifier, graph: ViewGraph?) {
        self.viewType = viewType
        self.graph = graph
    }

    /// Draws `view`, its children through their own nodes; children not drawn this time are
    /// gone, with their state.
    func render<V: View>(_ view: V, _ context: RenderContext) -> Fragment {
        visited.removeAll(keepingCapacity: true)
        defer {
            if children.count != visited.count { children = children.filter { visited.contains($0.key) } }
        }
        guard let primitive = view as? any PrimitiveView else { return renderComposite(view, context) }
        // A primitive reads its bindings and calls its closures every time. When its values are
        // new or what it read changed, the views its closures make are new values, and its
        // reads are tracked afresh; otherwise the tracking of its last reads still holds.
        isRemade = context.fresh || isDirty
        isDirty = false
        tracksReads = isRemade
        if isRemade { generation += 1 }
        return primitive.render(in: self, context)
    }

    func renderChild<V: View>(_ view: V, key: ChildKey, _ context: RenderContext) -> Fragment {
        visited.insert(key)
        let type = ObjectIdentifier(V.self)
        if let child = children[key], child.viewType == type {
            return child.render(view, context)
        }
        let child = ViewNode(viewType: type, graph: graph)
        children[key] = child
        return child.render(view, context)
    }

    /// Reads `read` so that a change to the observable state it read redraws this view.
    func track<T>(_ read: () -> T) -> T {
        guard tracksReads else { return read() }
        let token = generation
        return withObservationTracking(read, onChange: { [weak self] in
            // Observation reports on the actor making the change: the main actor, which owns
            // all view state. The change lands after this call, so the redraw is scheduled.
            MainActor.assumeIsolated { self?.invalidate(token) }
        })
    }

    private func renderComposite<V: View>(_ view: V, _ context: RenderContext) -> Fragment {
        var context = context
        if !context.fresh, !isDirty, let body = lastBody as? V.Body {
            return renderChild(body, key: .body, context)
        }
        DynamicProperties.attach(view, to: self, environment: context.environment)
        isDirty = false
        generation += 1
        tracksReads = true
        let body = track { view.body }
        lastBody = body
        context.fresh = true
        return renderChild(body, key: .body, context)
    }

    private func invalidate(_ token: Int) {
        guard token == generation, !isDirty else { return }
        isDirty = true
        graph?.setNeedsUpdate()
    }
}
