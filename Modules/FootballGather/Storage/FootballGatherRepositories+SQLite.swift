import AppSupport
import FootballGatherModel

extension FootballGatherRepositories {
    /// The SQLite repositories over `database`; `hasher` secures passwords (the app
    /// uses the default, ``Argon2idPasswordHasher/Cost/standard``).
    public static func sqlite(
        _ database: FootballGatherDatabase,
        hasher: any PasswordHasher = Argon2idPasswordHasher()
    ) -> FootballGatherRepositories {
        FootballGatherRepositories(
            users: SQLiteUserRepository(database: database, hasher: hasher),
            settings: SQLiteSettingsRepository(database: database),
            players: SQLitePlayerRepository(database: database),
            gathers: SQLiteGatherRepository(database: database)
        )
    }

    /// These repositories, each wrapped so that `faults` can make any operation fail or
    /// hang. The keys are listed on ``FootballGatherFaultKeys`` and
    /// ``StorageOperation/faultKey``.
    public func injectingFaults(_ faults: FaultInjector) -> FootballGatherRepositories {
        FootballGatherRepositories(
            users: FaultInjectingUserRepository(base: users, faults: faults),
            settings: FaultInjectingSettingsRepository(base: settings, faults: faults),
            players: FaultInjectingPlayerRepository(base: players, faults: faults),
            gathers: FaultInjectingGatherRepository(base: gathers, faults: faults)
        )
    }
}
