import FootballGatherModel

/// What the Login screen remembers between launches ("Remember me" and the username).
public protocol PreferencesRepository: Sendable {
    /// The saved settings, or the defaults if none were saved.
    func loginSettings() async throws(FootballGatherError) -> LoginSettings

    func saveLoginSettings(_ settings: LoginSettings) async throws(FootballGatherError)
}
