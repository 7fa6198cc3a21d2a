import FootballGatherModel
import Foundation

/// A stored password: a salted slow hash and the parameters it was made with, so it can
/// still be verified after the app's cost changes. Never holds the password itself.
public struct PasswordHash: Hashable, Sendable {
    /// Identifies the algorithm and its cost, e.g. `"argon2id$v=19$m=19456,t=2,p=1"` (or
    /// `"scrypt$16384$8$1"`, written before Argon2id); only a hasher needs to understand it.
    public var parameters: String
    /// Random bytes mixed into the hash, different for every hash.
    public var salt: Data
    /// The derived key.
    public var digest: Data

    public init(parameters: String, salt: Data, digest: Data) {
        self.parameters = parameters
        self.salt = salt
        self.digest = digest
    }
}

/// Turns passwords into ``PasswordHash``es and checks passwords against them.
public protocol PasswordHasher: Sendable {
    /// A new salted hash of `password`. Hashing the same password twice gives different hashes.
    /// - Throws: if the key derivation fails (it does not with sane parameters); callers
    ///   report it as a storage failure of the operation they perform.
    func hash(_ password: String) throws -> PasswordHash

    /// Whether `password` is the one `hash` was made from. Compares in constant time and
    /// returns `false` for a hash it cannot read (or one this app could not have written).
    /// - Throws: when the key derivation cannot run (no memory for the cost, the library
    ///   not set up): then nobody knows whether the password is right, and the caller
    ///   reports a storage failure of its operation, never a wrong password.
    func verify(_ password: String, against hash: PasswordHash) throws(PasswordHashingError) -> Bool

    /// Whether `hash` was made another way than ``hash(_:)`` makes hashes now (an older
    /// algorithm or another cost): after a successful ``verify(_:against:)`` the caller, who
    /// holds the password at that moment only, stores a new hash of it.
    func needsRehash(_ hash: PasswordHash) -> Bool
}
