import FootballGatherModel
import GRDB
import Synchronization

/// ``UserRepository`` on the Football Gather database, hashing with a ``PasswordHasher``.
///
/// Hashing runs outside database access so a slow KDF never holds the writer.
public final class SQLiteUserRepository: UserRepository {
    private let database: FootballGatherDatabase
    private let hasher: any PasswordHasher
    /// Verified against when the username is unknown, so that case costs one hash too.
    private let decoyHash = Mutex<PasswordHash?>(nil)

    public init(database: FootballGatherDatabase, hasher: any PasswordHasher) {
        self.database = database
        self.hasher = hasher
    }

    public func register(username: String, password: String) async throws(FootballGatherError) -> User {
        let credentials = try Credentials(username: username, password: password).validatedForRegistration()
        let hash: PasswordHash
        do {
            hash = try hasher.hash(credentials.password)
        } catch {
            throw .storage(.register)
        }
        return try await database.write(.register) { db in
            var record = UserRecord(username: credentials.username, hash: hash)
            do {
                try record.insert(db)
            } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
                throw FootballGatherError.usernameTaken
            }
            return record.user
        }
    }

    public func login(username: String, password: String) async throws(FootballGatherError) -> User {
        let credentials = try Credentials(username: username, password: password).validatedForLogin()
        let key = Credentials.normalized(credentials.username)
        let record = try await database.read(.login) { db in
            try UserRecord.filter(UserRecord.Columns.normalizedUsername == key).fetchOne(db)
        }
        guard let record else {
            if let decoy = decoy() {
                _ = hasher.verify(credentials.password, against: decoy)
            }
            throw .invalidCredentials
        }
        guard hasher.verify(credentials.password, against: record.passwordHash) else {
            throw .invalidCredentials
        }
        return record.user
    }

    /// A hash of nobody's password, made once with the hasher's current cost.
    private func decoy() -> PasswordHash? {
        decoyHash.withLock { decoy in
            if decoy == nil {
                decoy = try? hasher.hash("not a password anyone has")
            }
            return decoy
        }
    }
}
