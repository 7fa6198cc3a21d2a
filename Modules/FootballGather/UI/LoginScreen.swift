import TerminalUI

/// The Login screen: username, password, "Remember me", and the two ways in.
public enum LoginScreen {
    public enum Field: String, ElementID {
        case username, password
    }

    public enum Toggle: String, ElementID {
        case rememberMe
    }

    public enum Button: String, ElementID {
        case login, register
    }

    /// What the user did on the screen, typed: views switch over it with no `default`.
    public enum Event: Equatable, Sendable {
        case edit(Field, text: String)
        case toggle(Toggle, isOn: Bool)
        case tap(Button)
        /// "OK" on the error alert.
        case dismissError

        /// The screen's event for the toolkit's `event`; nil for an element it does not show.
        public init?(_ event: TerminalUI.Event) {
            let typed: Event? = switch event {
            case .edit(let id, let text): Field(id: id).map { .edit($0, text: text) }
            case .toggle(let id, let isOn): Toggle(id: id).map { .toggle($0, isOn: isOn) }
            case .tap(let id): Button(id: id).map(Event.tap)
            case .alert(Screen.Alert.ok): .dismissError
            default: nil
            }
            guard let typed else { return nil }
            self = typed
        }
    }

    /// Visible texts.
    public enum Text {
        public static let title = "Login"
        public static let username = "Username"
        public static let password = "Password"
        public static let rememberMe = "Remember me"
        public static let login = "Login"
        public static let register = "Register"
    }

    /// The Login screen for what the user has typed so far.
    /// - Parameters:
    ///   - errorMessage: shown as the error alert ("Error", the message, "OK").
    public static func make(
        username: String,
        password: String,
        rememberMe: Bool,
        isLoading: Bool = false,
        errorMessage: String? = nil
    ) -> Screen {
        Screen(
            title: Text.title,
            fields: [
                Screen.TextField(Text.username, id: Field.username.id, value: username),
                Screen.TextField(Text.password, id: Field.password.id, value: password, isSecure: true),
            ],
            toggles: [Screen.Toggle(Text.rememberMe, id: Toggle.rememberMe.id, isOn: rememberMe)],
            isLoading: isLoading,
            buttons: [
                Screen.Button(Text.login, id: Button.login.id),
                Screen.Button(Text.register, id: Button.register.id),
            ],
            alert: errorMessage.map(Screen.Alert.error)
        )
    }
}
