import FootballGatherModel

/// Opening Login: "Remember me" as last saved, and the username remembered with it.
@MainActor
public protocol RestoreLoginUseCase {
    func restore() async throws(FootballGatherError) -> LoginSettings
}

public struct DefaultRestoreLoginUseCase: RestoreLoginUseCase {
    private let preferences: any PreferencesRepository

    public init(preferences: any PreferencesRepository) {
        self.preferences = preferences
    }

    public func restore() async throws(FootballGatherError) -> LoginSettings {
        try await preferences.loginSettings()
    }
}
