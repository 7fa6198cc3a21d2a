/// What the Login screen remembers between launches. There is one set per installation
/// (it is read before anyone signs in).
public struct LoginSettings: Hashable, Sendable {
    /// The "Remember me" switch; on by default.
    public var rememberMe: Bool
    /// The username to fill in when ``rememberMe`` is on.
    public var rememberedUsername: String?

    public init(rememberMe: Bool = true, rememberedUsername: String? = nil) {
        self.rememberMe = rememberMe
        self.rememberedUsername = rememberedUsername
    }

    /// The settings of a fresh installation: remember me on, nobody remembered.
    public static let `default` = LoginSettings()

    /// What the Username field starts with: the remembered username if remember me is on.
    public var prefilledUsername: String? {
        rememberMe ? rememberedUsername : nil
    }

    /// The settings to save after a successful login or registration as `username`:
    /// remember them if `rememberMe` is on, otherwise forget whoever was remembered.
    public static func afterSignIn(as username: String, rememberMe: Bool) -> LoginSettings {
        LoginSettings(rememberMe: rememberMe, rememberedUsername: rememberMe ? username : nil)
    }
}
