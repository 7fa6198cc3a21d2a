extension View {
    /// Runs `action` each time the view comes on screen: first shown, or its page revealed by a
    /// pop, like SwiftUI's `onAppear(perform:)`.
    public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
        lifecycle { Fragment.LifecycleEntry(owner: $0, onAppear: action) }
    }

    /// Runs `action` each time the view leaves the screen: removed, its page popped, or covered
    /// by a pushed page, like SwiftUI's `onDisappear(perform:)`.
    public func onDisappear(perform action: @escaping @MainActor () -> Void) -> some View {
        lifecycle { Fragment.LifecycleEntry(owner: $0, onDisappear: action) }
    }

    /// Runs `action` while the view is on screen, like SwiftUI's `task(_:)`: started when it
    /// appears, cancelled when it disappears. Script mode waits for it as for any tracked work.
    public func task(_ action: @escaping @MainActor () async -> Void) -> some View {
        let task = Fragment.TaskEntry(id: nil, hasSameID: { _ in true }, action: action)
        return lifecycle { Fragment.LifecycleEntry(owner: $0, task: task) }
    }

    /// Like ``task(_:)``, and restarted (the running one cancelled) when `id` changes, like
    /// SwiftUI's `task(id:_:)`.
    public func task<ID: Equatable>(id: ID, _ action: @escaping @MainActor () async -> Void) -> some View {
        let task = Fragment.TaskEntry(id: id, hasSameID: { ($0 as? ID) == id }, action: action)
        return lifecycle { Fragment.LifecycleEntry(owner: $0, task: task) }
    }

    private func lifecycle(_ entry: @escaping (ViewNode) -> Fragment.LifecycleEntry) -> some View {
        // The modifier's own node is the entry's identity: it appears once however often the
        // view is redrawn, and disappears once it is gone or covered.
        modified(finish: { fragment, node, _ in fragment.lifecycle.insert(entry(node), at: 0) })
    }
}
