import FootballGatherModel

/// Opening Login: "Remember me" as last saved, and the remembered username filled in.
@MainActor
public protocol RestoreLoginUseCase {
    func restore() async
}

public struct DefaultRestoreLoginUseCase: RestoreLoginUseCase {
    private let appState: AppState
    private let preferences: any PreferencesRepository

    public init(appState: AppState, preferences: any PreferencesRepository) {
        self.appState = appState
        self.preferences = preferences
    }

    /// A username the user has started typing is kept.
    public func restore() async {
        appState.login.isLoading = true
        defer { appState.login.isLoading = false }
        do throws(FootballGatherError) {
            let settings = try await preferences.loginSettings()
            appState.login.rememberMe = settings.rememberMe
            if appState.login.username.isEmpty, let remembered = settings.prefilledUsername {
                appState.login.username = remembered
            }
        } catch {
            appState.login.errorMessage = error.message
        }
    }
}
