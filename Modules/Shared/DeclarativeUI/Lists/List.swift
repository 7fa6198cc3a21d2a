/// Rows in sections, like SwiftUI's `List`: ``Text`` and ``LabeledContent`` are rows that only
/// show; a ``Button`` or a ``NavigationLink`` is a row `select` chooses. Rows outside any
/// ``Section`` form one untitled section. Fields, pickers and the like inside it stay what
/// they are, as in a SwiftUI `Form`.
public struct List<Content: View>: View {
    let content: Content

    /// A list of the rows and sections `content` draws.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never {
        fatalError("List has no body")
    }
}

extension List: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        var rows = context
        rows.placement = .list
        return node.renderChild(content, key: .first, rows)
    }
}
