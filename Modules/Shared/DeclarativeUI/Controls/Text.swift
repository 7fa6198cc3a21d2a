import TerminalUI

/// A line of text, like SwiftUI's `Text`: a label on the screen, a row that only shows in a
/// list, a row's or a button's title in a label, an alert's message, a picker's option.
public struct Text: View {
    let content: String

    /// The text `content`, as it is.
    public init(_ content: some StringProtocol) {
        self.content = String(content)
    }

    /// The text `content`, as it is (SwiftUI's way to skip localisation).
    public init(verbatim content: String) {
        self.content = content
    }

    public var body: Never {
        fatalError("Text has no body")
    }
}

extension Text: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        var fragment = Fragment()
        if context.placement == .list {
            let row = Screen.Row(content, id: context.identifier, isSelectable: false)
            fragment.listItems.append(.row(Fragment.RowEntry(row: row)))
        } else {
            fragment.appendText(content, tag: context.tag)
        }
        return fragment
    }
}
