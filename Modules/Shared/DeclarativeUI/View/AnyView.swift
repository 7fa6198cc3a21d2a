/// A view of any type, like SwiftUI's `AnyView`: for a view whose type is only known at run
/// time (a navigation destination). Its content's type is part of its identity: another type
/// in the same place starts afresh.
public struct AnyView: View {
    let render: (ViewNode, RenderContext) -> Fragment

    /// `content`, its type erased.
    public init<Content: View>(_ content: Content) {
        render = { node, context in node.renderChild(content, key: .first, context) }
    }

    public var body: Never {
        fatalError("AnyView has no body")
    }
}

extension AnyView: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        render(node, context)
    }
}
