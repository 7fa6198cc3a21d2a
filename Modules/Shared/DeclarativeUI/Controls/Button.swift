/// A control that runs an action, like SwiftUI's `Button`: a button at the bottom of the
/// screen, a bar button in a ``View/toolbar(content:)``, a selectable row in a ``List``, an
/// action in an ``View/alert(_:isPresented:actions:message:)``. Its label's first text is its title.
///
/// One addition to SwiftUI: the action may be `async`. A SwiftUI button starts asynchronous
/// work with `Task { … }`, which nothing can see; here the toolkit runs it as tracked work
/// (as `.task` is), so script mode knows when it is done.
public struct Button<Label: View>: View {
    let label: Label
    let action: Action

    /// A button drawn as `label` that runs `action`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = .run(action)
    }

    /// A button drawn as `label` whose `action` runs as tracked asynchronous work.
    public init(action: @escaping @MainActor () async -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = .perform(action)
    }

    public var body: Never {
        fatalError("Button has no body")
    }
}

extension Button where Label == Text {
    /// A button titled `title`. `role` is accepted as in SwiftUI; the terminal draws every role alike.
    public init(_ title: some StringProtocol, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button titled `title` whose `action` runs as tracked asynchronous work.
    public init(_ title: some StringProtocol, role: ButtonRole? = nil, action: @escaping @MainActor () async -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// What a button does, as SwiftUI marks it (an alert's "Cancel", a destructive "Delete").
public enum ButtonRole: Sendable {
    case cancel
    case destructive
}

extension Button: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        let label = node.renderChild(label, key: .part("label"), context.parts(in: .label))
        return .control(label: label, action: action, context)
    }
}
