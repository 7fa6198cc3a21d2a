import AppSupport
import FootballGatherCleanData
import FootballGatherModel
import FootballGatherTestSupport

/// The Data layer's adapters over real SQLite repositories (a fresh database, in memory
/// unless a kind is given), behind a fault injector the test can arm.
struct Storage {
    let faults = FaultInjector()
    let folder: TemporaryFolder
    let core: FootballGatherRepositories

    init(_ kind: DatabaseKind = .inMemory) throws {
        folder = try TemporaryFolder()
        core = try .test(faults: faults, database: kind.makeDatabase(in: folder))
    }

    var accounts: RealAccountRepository { RealAccountRepository(users: core.users) }
    var preferences: RealPreferencesRepository { RealPreferencesRepository(settings: core.settings) }
    var roster: RealRosterRepository { RealRosterRepository(players: core.players) }
    var gathers: RealGatherLogRepository { RealGatherLogRepository(gathers: core.gathers) }
}
