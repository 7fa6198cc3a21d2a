import FootballGatherModel
import AppSupport

/// A ``SettingsRepository`` that consults a `FaultInjector` (keys `settings.load`,
/// `settings.save`) before delegating to `base`.
public struct FaultInjectingSettingsRepository: SettingsRepository {
    private let base: any SettingsRepository
    private let faults: FaultInjector

    public init(base: any SettingsRepository, faults: FaultInjector) {
        self.base = base
        self.faults = faults
    }

    public func loadSettings() async throws(FootballGatherError) -> LoginSettings {
        try await faults.check(.loadSettings)
        return try await base.loadSettings()
    }

    public func saveSettings(_ settings: LoginSettings) async throws(FootballGatherError) {
        try await faults.check(.saveSettings)
        try await base.saveSettings(settings)
    }
}
