import FootballGatherCleanDomain
import FootballGatherModel

/// The domain's accounts on the shared storage: the Model's ``FootballGatherModel/UserRepository``
/// (SQLite, salted Argon2id hashes).
public struct RealAccountRepository: AccountRepository {
    private let users: any UserRepository

    public init(users: any UserRepository) {
        self.users = users
    }

    public func register(_ credentials: Credentials) async throws(FootballGatherError) -> User {
        try await users.register(username: credentials.username, password: credentials.password)
    }

    public func logIn(_ credentials: Credentials) async throws(FootballGatherError) -> User {
        try await users.login(username: credentials.username, password: credentials.password)
    }
}
