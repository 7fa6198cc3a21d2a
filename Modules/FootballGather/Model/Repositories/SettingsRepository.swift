/// The Login screen's remembered settings (one set per installation).
///
/// Throws only ``FootballGatherError/storage(_:)`` with ``StorageOperation/loadSettings``
/// or ``StorageOperation/saveSettings`` (or ``FootballGatherError/cancelled``).
public protocol SettingsRepository: Sendable {
    /// The saved settings, or ``LoginSettings/default`` if none were ever saved.
    func loadSettings() async throws(FootballGatherError) -> LoginSettings

    /// Replaces the saved settings.
    func saveSettings(_ settings: LoginSettings) async throws(FootballGatherError)
}
