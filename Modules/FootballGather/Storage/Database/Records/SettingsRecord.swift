import FootballGatherModel
import GRDB

/// The single row of `settings` (its id is always 1).
struct SettingsRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "settings"
    static let singletonID: Int64 = 1

    var id: Int64 = SettingsRecord.singletonID
    var rememberMe: Bool
    var rememberedUsername: String?

    init(_ settings: LoginSettings) {
        self.rememberMe = settings.rememberMe
        self.rememberedUsername = settings.rememberedUsername
    }

    var settings: LoginSettings {
        LoginSettings(rememberMe: rememberMe, rememberedUsername: rememberedUsername)
    }
}
