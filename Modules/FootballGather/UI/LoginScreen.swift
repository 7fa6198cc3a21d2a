import TerminalUI

/// The Login screen: username, password, "Remember me", and the two ways in.
public enum LoginScreen {
    /// Element ids the Views switch on.
    public enum ID {
        public static let username = "username"
        public static let password = "password"
        public static let rememberMe = "rememberMe"
        public static let login = "login"
        public static let register = "register"
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
                Screen.TextField(Text.username, id: ID.username, value: username),
                Screen.TextField(Text.password, id: ID.password, value: password, isSecure: true),
            ],
            toggles: [Screen.Toggle(Text.rememberMe, id: ID.rememberMe, isOn: rememberMe)],
            isLoading: isLoading,
            buttons: [
                Screen.Button(Text.login, id: ID.login),
                Screen.Button(Text.register, id: ID.register),
            ],
            alert: errorMessage.map(Screen.Alert.error)
        )
    }
}
