/// Views side by side, like SwiftUI's `HStack`. In a row's label its texts are the row's
/// title and detail, in order; elsewhere it only groups, as `VStack` does.
public struct HStack<Content: View>: View {
    let content: Content

    /// The views `content` lists, in order.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never {
        fatalError("HStack has no body")
    }
}

extension HStack: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        node.renderChild(content, key: .first, context)
    }
}
