import FootballGatherCleanDomain
import FootballGatherModel

/// The Login preferences on the shared storage: the Model's ``FootballGatherModel/SettingsRepository``.
public struct RealPreferencesRepository: PreferencesRepository {
    private let settings: any SettingsRepository

    public init(settings: any SettingsRepository) {
        self.settings = settings
    }

    public func loginSettings() async throws(FootballGatherError) -> LoginSettings {
        try await settings.loadSettings()
    }

    public func saveLoginSettings(_ loginSettings: LoginSettings) async throws(FootballGatherError) {
        try await settings.saveSettings(loginSettings)
    }
}
