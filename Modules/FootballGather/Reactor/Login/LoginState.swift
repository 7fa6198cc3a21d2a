import FootballGatherModel
import ReactorSupport

/// Everything the Login scene knows: what the screen shows, and the domain state the
/// reactor signs in with.
struct LoginState: Equatable, Sendable {
    var domainState = DomainState()
    /// The settings or a sign-in are on their way.
    var isLoading = false
    /// The error alert to show once.
    @Pulse var errorMessage: String? = nil

    struct DomainState: Equatable, Sendable {
        var credentials = Credentials(username: "", password: "")
        var rememberMe = LoginSettings.default.rememberMe
        /// A login or registration is in flight: further taps are ignored.
        var isSigningIn = false
        /// The settings are loading: Login and Register are ignored until they are in, as
        /// while a sign-in runs (the screen shows "Loading…" for both).
        var isLoadingSettings = false
    }

    // MARK: View state

    var username: String { domainState.credentials.username }
    var password: String { domainState.credentials.password }
    var rememberMe: Bool { domainState.rememberMe }
}
