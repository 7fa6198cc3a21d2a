import FootballGatherModel
import FootballGatherStorage

extension FootballGatherDatabase {
    /// A fresh, migrated, empty database in memory: what every test starts from.
    public static func empty() throws -> FootballGatherDatabase {
        try inMemory()
    }
}

extension Argon2idPasswordHasher {
    /// Argon2id at a negligible cost, so tests can register users by the dozen.
    public static let fast = Argon2idPasswordHasher(cost: .fast)
}
