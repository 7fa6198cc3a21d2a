/// A titled group of rows, like SwiftUI's `Section`; an empty one still shows its title (and
/// "(empty)"). Its id on the screen is its `accessibilityIdentifier`, or its title.
public struct Section<Content: View>: View {
    let title: String?
    let content: Content

    /// A section titled `title`.
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    /// A section with no title.
    public init(@ViewBuilder content: () -> Content) {
        title = nil
        self.content = content()
    }

    public var body: Never {
        fatalError("Section has no body")
    }
}

extension Section: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        var fragment = node.renderChild(content, key: .first, context.parts(in: .list))
        let rows = fragment.sections.flatMap(\.rows)
        fragment.listItems = [.section(Fragment.SectionEntry(title: title, id: context.identifier ?? title ?? "", rows: rows))]
        return fragment
    }
}
