import TerminalUI

/// A title with a value, like SwiftUI's `LabeledContent`: in a list, a row with a detail
/// ("Capital · Berlin"); as a row's or a button's label, its title and detail; elsewhere a
/// label "Capital: Berlin".
public struct LabeledContent: View {
    let title: String
    let value: String

    /// `title` with `value`.
    public init(_ title: some StringProtocol, value: some StringProtocol) {
        self.title = String(title)
        self.value = String(value)
    }

    public var body: Never {
        fatalError("LabeledContent has no body")
    }
}

extension LabeledContent: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        var fragment = Fragment()
        switch context.placement {
        case .list:
            let row = Screen.Row(title, id: context.identifier, detail: value, isSelectable: false)
            fragment.listItems.append(.row(Fragment.RowEntry(row: row)))
        case .label:
            fragment.appendText(title, tag: context.tag)
            fragment.detail = value
        case .content, .toolbar, .alertActions, .alertMessage, .pickerOptions:
            fragment.appendText("\(title): \(value)", tag: context.tag)
        }
        return fragment
    }
}
