import FootballGatherModel

extension AppState {
    /// The Login screen: what the user typed, and the request in flight.
    public struct Login: Equatable, Sendable {
        public var username = ""
        /// Kept only while on Login: signing in starts a fresh ``Login``.
        public var password = ""
        public var rememberMe = LoginSettings.default.rememberMe
        public internal(set) var isLoading = false
        /// Shown as an error alert; the view clears it when the alert is answered.
        public var errorMessage: String?

        init() {}

        /// What was typed, as Core's rules read it.
        var credentials: Credentials {
            Credentials(username: username, password: password)
        }
    }
}
