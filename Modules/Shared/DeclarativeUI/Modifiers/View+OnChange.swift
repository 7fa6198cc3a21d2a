extension View {
    /// Runs `action` with the old and the new value once an update has drawn a new `value`, like
    /// SwiftUI's `onChange(of:initial:_:)`; with `initial`, also after the view is first drawn.
    /// The value is the one the body handed over, so it changes when that body runs again.
    public func onChange<Value: Equatable>(
        of value: Value,
        initial: Bool = false,
        _ action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void
    ) -> some View {
        modified(finish: { fragment, node, _ in
            // The modifier's node keeps the value it last saw, as a view keeps its state.
            guard let seen = node.properties[0] as? LastValue<Value> else {
                node.properties[0] = LastValue(value)
                if initial { fragment.changes.append { action(value, value) } }
                return
            }
            guard seen.value != value else { return }
            let old = seen.value
            seen.value = value
            fragment.changes.append { action(old, value) }
        })
    }

    /// Like ``onChange(of:initial:_:)``, for an action that needs neither value.
    public func onChange<Value: Equatable>(
        of value: Value,
        initial: Bool = false,
        _ action: @escaping @MainActor () -> Void
    ) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }
}

/// The value an `onChange` saw last.
final class LastValue<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
