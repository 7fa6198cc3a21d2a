import TerminalUI

/// A choice among options, like SwiftUI's `Picker(_:selection:content:)`: each option is a
/// ``Text`` with a `.tag(_:)` (or the id `ForEach` gives it); `pick <title> <option>` writes the
/// option's tag into the selection. One picker is one component on the screen: the timer's
/// Minutes and Seconds are two pickers side by side, as in SwiftUI.
public struct Picker<SelectionValue: Hashable, Content: View>: View {
    let title: String
    let selection: Binding<SelectionValue>
    let content: Content

    /// A picker titled `title` (what `pick` names) whose options `content` draws, bound to `selection`.
    public init(_ title: some StringProtocol, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.selection = selection
        self.content = content()
    }

    public var body: Never {
        fatalError("Picker has no body")
    }
}

extension Picker: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        var optionsContext = context.parts(in: .pickerOptions)
        optionsContext.tag = nil
        let options = node.renderChild(content, key: .part("options"), optionsContext)
        let selected = AnyHashable(node.track { selection.wrappedValue })
        let id = context.identifier ?? title
        let tags = options.tags
        var fragment = Fragment()
        fragment.screen.pickers.append(Screen.Picker(id: id, components: [
            Screen.Picker.Component(title, rows: options.texts, selectedIndex: tags.firstIndex { $0 == selected }),
        ]))
        fragment.handlers.picks[id] = { [selection] row in
            guard tags.indices.contains(row), let value = tags[row]?.base as? SelectionValue else { return }
            selection.wrappedValue = value
        }
        return fragment
    }
}
