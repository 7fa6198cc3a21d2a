import FootballGatherModel
import Foundation
import GRDB

/// A row of `user`: the account and its password hash, never the password.
struct UserRecord: Codable, Sendable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "user"

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let normalizedUsername = Column(CodingKeys.normalizedUsername)
        static let passwordParameters = Column(CodingKeys.passwordParameters)
        static let passwordSalt = Column(CodingKeys.passwordSalt)
        static let passwordDigest = Column(CodingKeys.passwordDigest)
    }

    var id: Int64?
    var username: String
    var normalizedUsername: String
    var passwordParameters: String
    var passwordSalt: Data
    var passwordDigest: Data

    init(username: String, hash: PasswordHash) {
        self.username = username
        self.normalizedUsername = Credentials.normalized(username)
        self.passwordParameters = hash.parameters
        self.passwordSalt = hash.salt
        self.passwordDigest = hash.digest
    }

    var passwordHash: PasswordHash {
        PasswordHash(parameters: passwordParameters, salt: passwordSalt, digest: passwordDigest)
    }

    var user: User {
        User(id: id ?? 0, username: username)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
