/// Views one under the other, like SwiftUI's `VStack`. The screen has one fixed layout, so
/// a stack only groups: its views land where their kind goes (labels, fields, buttons…).
public struct VStack<Content: View>: View {
    let content: Content

    /// The views `content` lists, in order.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never {
        fatalError("VStack has no body")
    }
}

extension VStack: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        node.renderChild(content, key: .first, context)
    }
}
