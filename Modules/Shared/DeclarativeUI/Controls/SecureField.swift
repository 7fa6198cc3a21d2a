/// A text field shown masked, like SwiftUI's `SecureField` (a password).
public struct SecureField: View {
    let title: String
    let text: Binding<String>
    let prompt: Text?

    /// A masked field titled `title` editing `text`.
    public init(_ title: some StringProtocol, text: Binding<String>, prompt: Text? = nil) {
        self.title = String(title)
        self.text = text
        self.prompt = prompt
    }

    public var body: Never {
        fatalError("SecureField has no body")
    }
}

extension SecureField: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        .field(title, text: text, prompt: prompt, isSecure: true, in: node, context)
    }
}
