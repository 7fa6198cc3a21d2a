import FootballGatherModel
import GRDB
import Synchronization

/// ``UserRepository`` on the Football Gather database, hashing with a ``PasswordHasher``.
///
/// Hashing runs outside database access so a slow KDF never holds the writer. A hash written
/// before the app's current algorithm or cost is replaced at the account's next sign-in.
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
                _ = try? hasher.verify(credentials.password, against: decoy)
            }
            throw .invalidCredentials
        }
        // A derivation that could not run says nothing about the password: a storage
        // failure ("Could not log in."), never "Invalid username or password."
        guard try verify(credentials.password, against: record.passwordHash) else {
            throw .invalidCredentials
        }
        if hasher.needsRehash(record.passwordHash) {
            await rehash(record, password: credentials.password)
        }
        return record.user
    }

    /// Stores a hash made the way the hasher makes them now (Argon2id at the current cost) in
    /// place of an older one, while the password is at hand: the only moment it is. Best
    /// effort: if it fails the sign-in still succeeds, the old hash still verifies, and the
    /// next sign-in tries again. It replaces only the hash it verified.
    private func rehash(_ record: UserRecord, password: String) async {
        guard let id = record.id, let fresh = try? hasher.hash(password) else { return }
        let old = record.passwordHash
        _ = try? await database.write(.login) { db in
            try UserRecord
                .filter(UserRecord.Columns.id == id && UserRecord.Columns.passwordDigest == old.digest)
                .updateAll(
                    db,
                    UserRecord.Columns.passwordParameters.set(to: fresh.parameters),
                    UserRecord.Columns.passwordSalt.set(to: fresh.salt),
                    UserRecord.Columns.passwordDigest.set(to: fresh.digest)
                )
        }
    }

    private func verify(_ password: String, against hash: PasswordHash) throws(FootballGatherError) -> Bool {
        do {
            return try hasher.verify(password, against: hash)
        } catch {
            throw .storage(.login)
        }
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
