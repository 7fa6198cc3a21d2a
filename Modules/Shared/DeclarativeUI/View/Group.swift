/// Views grouped without any layout of their own, like SwiftUI's `Group`: a place to apply
/// one modifier to several views.
public struct Group<Content: View>: View {
    let content: Content

    /// The views `content` lists.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never {
        fatalError("Group has no body")
    }
}

extension Group: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        node.renderChild(content, key: .first, context)
    }
}
