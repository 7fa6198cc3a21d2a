/// How rendered text is decorated: plain for scripts and tests, ANSI colours for a terminal.
public struct TextStyle: Sendable {
    /// The kinds of text the renderer distinguishes.
    public enum Role: Sendable {
        case title, button, disabled, checked, alert, error, dim
    }

    private let apply: @Sendable (Role, String) -> String

    public init(_ apply: @escaping @Sendable (Role, String) -> String) {
        self.apply = apply
    }

    public func callAsFunction(_ role: Role, _ text: String) -> String {
        apply(role, text)
    }

    /// No decoration at all: what script mode and tests use.
    public static let plain = TextStyle { _, text in text }

    /// ANSI colours for terminals that support them.
    public static let ansi = TextStyle { role, text in
        let code = switch role {
        case .title: "1;36"
        case .button: "1"
        case .disabled, .dim: "2"
        case .checked: "32"
        case .alert: "1;33"
        case .error: "1;31"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
