import FootballGatherModel
import GRDB

/// ``SettingsRepository`` on the Football Gather database (a single-row table).
public struct SQLiteSettingsRepository: SettingsRepository {
    private let database: FootballGatherDatabase

    public init(database: FootballGatherDatabase) {
        self.database = database
    }

    public func loadSettings() async throws(FootballGatherError) -> LoginSettings {
        try await database.read(.loadSettings) { db in
            try SettingsRecord.fetchOne(db, key: SettingsRecord.singletonID)?.settings ?? .default
        }
    }

    public func saveSettings(_ settings: LoginSettings) async throws(FootballGatherError) {
        try await database.write(.saveSettings) { db in
            try SettingsRecord(settings).save(db)
        }
    }
}
