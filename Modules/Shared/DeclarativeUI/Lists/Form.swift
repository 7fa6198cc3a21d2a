/// Controls grouped for input, like SwiftUI's `Form`. The terminal draws a form as it draws a
/// ``List``: its fields, switches and pickers stay what they are, its texts and buttons are
/// rows, its ``Section``s are sections.
public struct Form<Content: View>: View {
    let content: Content

    /// A form of what `content` draws.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never {
        fatalError("Form has no body")
    }
}

extension Form: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        node.renderChild(List { content }, key: .first, context)
    }
}
