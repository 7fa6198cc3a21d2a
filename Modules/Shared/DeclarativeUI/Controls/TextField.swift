import TerminalUI

/// An editable text, like SwiftUI's `TextField`: `type <title> <text>` writes the text into
/// its binding. The prompt shows while it is empty; `.maximumLength(_:)` caps it.
public struct TextField: View {
    let title: String
    let text: Binding<String>
    let prompt: Text?

    /// A field titled `title` (its label on the screen, and what `type` names) editing `text`;
    /// `prompt` shows while it is empty.
    public init(_ title: some StringProtocol, text: Binding<String>, prompt: Text? = nil) {
        self.title = String(title)
        self.text = text
        self.prompt = prompt
    }

    public var body: Never {
        fatalError("TextField has no body")
    }
}

extension TextField: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        .field(title, text: text, prompt: prompt, isSecure: false, in: node, context)
    }
}

extension Fragment {
    /// A text field (or a secure one) bound to `text`.
    @MainActor
    static func field(
        _ title: String,
        text: Binding<String>,
        prompt: Text?,
        isSecure: Bool,
        in node: ViewNode,
        _ context: RenderContext
    ) -> Fragment {
        let id = context.identifier ?? title
        var fragment = Fragment()
        fragment.screen.fields.append(Screen.TextField(
            title, id: id, value: node.track { text.wrappedValue }, placeholder: prompt?.content,
            isSecure: isSecure, maximumLength: context.maximumLength
        ))
        fragment.handlers.edits[id] = { text.wrappedValue = $0 }
        return fragment
    }
}
