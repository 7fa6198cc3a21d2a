/// A row (or button) that pushes a route, like SwiftUI's `NavigationLink(value:)`: selecting
/// it appends `value` to the enclosing ``NavigationStack``'s path. In a list it shows as a
/// row that opens a screen (`>`).
public struct NavigationLink<Label: View>: View {
    let value: AnyHashable?
    let label: Label

    /// A link to `value` drawn as `label`; with a nil value it shows disabled.
    public init<Route: Hashable>(value: Route?, @ViewBuilder label: () -> Label) {
        self.value = value.map { AnyHashable($0) }
        self.label = label()
    }

    public var body: Never {
        fatalError("NavigationLink has no body")
    }
}

extension NavigationLink where Label == Text {
    /// A link to `value` titled `title`.
    public init<Route: Hashable>(_ title: some StringProtocol, value: Route?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        var context = context
        // No value, or no stack to push onto: shown disabled, as SwiftUI shows it.
        if value == nil || context.push == nil { context.environment.isEnabled = false }
        let label = node.renderChild(label, key: .part("label"), context.parts(in: .label))
        let push = context.push
        let action = Action.run { [value] in
            if let value { push?(value) }
        }
        return .control(label: label, action: action, accessory: .disclosure, context)
    }
}
