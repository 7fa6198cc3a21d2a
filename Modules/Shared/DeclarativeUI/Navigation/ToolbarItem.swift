/// One item of a ``View/toolbar(content:)``, like SwiftUI's `ToolbarItem`. The terminal has one
/// bar, so the placement is accepted and every item shows in it, in order.
public struct ToolbarItem<Content: View>: View {
    let content: Content

    /// An item showing `content` in the bar.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never {
        fatalError("ToolbarItem has no body")
    }
}

/// Where SwiftUI puts a toolbar item; the terminal's bar has one place.
public enum ToolbarItemPlacement: Sendable {
    case automatic
    case topBarLeading
    case topBarTrailing
    case primaryAction
    case cancellationAction
    case confirmationAction
}

extension ToolbarItem: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        node.renderChild(content, key: .first, context)
    }
}
