import TerminalUI

/// An on/off switch bound to a value, like SwiftUI's `Toggle`: `tap <title>` flips it.
public struct Toggle: View {
    let title: String
    let isOn: Binding<Bool>

    /// A switch titled `title` bound to `isOn`.
    public init(_ title: some StringProtocol, isOn: Binding<Bool>) {
        self.title = String(title)
        self.isOn = isOn
    }

    public var body: Never {
        fatalError("Toggle has no body")
    }
}

extension Toggle: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        let id = context.identifier ?? title
        var fragment = Fragment()
        fragment.screen.toggles.append(Screen.Toggle(title, id: id, isOn: node.track { isOn.wrappedValue }))
        fragment.handlers.toggles[id] = { isOn.wrappedValue = $0 }
        return fragment
    }
}
