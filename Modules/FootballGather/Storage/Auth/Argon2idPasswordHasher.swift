import CSodium
import FootballGatherModel
import Foundation

/// Hashes passwords with Argon2id (libsodium's `crypto_pwhash`), a random 16-byte salt per
/// hash, and compares digests in constant time. It still verifies the scrypt hashes the app
/// wrote before it moved to Argon2id (``ScryptParameters``), and reports them as needing a
/// rehash, so each account moves over at its next successful sign-in.
public struct Argon2idPasswordHasher: PasswordHasher {
    /// Argon2id's work factors. libsodium runs one lane, so the parallelism is always 1.
    public struct Cost: Hashable, Sendable {
        /// Passes over the memory (Argon2's `t`), at least 1.
        public var iterations: Int
        /// Memory in KiB (Argon2's `m`), at least 8.
        public var memoryKiB: Int

        public init(iterations: Int, memoryKiB: Int) {
            precondition(iterations >= 1, "Argon2id needs at least one pass")
            precondition(memoryKiB >= 8, "Argon2id needs at least 8 KiB")
            self.iterations = iterations
            self.memoryKiB = memoryKiB
        }

        /// The app's cost, the minimum of OWASP's Password Storage Cheat Sheet for Argon2id:
        /// m = 19 MiB, t = 2, p = 1.
        public static let standard = Cost(iterations: 2, memoryKiB: 19_456)
        /// A negligible cost for tests that register many users. Never for real accounts.
        public static let fast = Cost(iterations: 1, memoryKiB: 8)
    }

    static let saltByteCount = 16
    static let digestByteCount = 32

    /// The cost new hashes are made with (verification uses the cost stored in the hash).
    public let cost: Cost

    public init(cost: Cost = .standard) {
        self.cost = cost
    }

    public func hash(_ password: String) throws -> PasswordHash {
        // Safe to call again and from any thread: it sets libsodium up once per process.
        guard sodium_init() >= 0 else { throw PasswordHashingError.libraryUnavailable }
        var saltBytes = [UInt8](repeating: 0, count: Self.saltByteCount)
        randombytes_buf(&saltBytes, saltBytes.count)
        let salt = Data(saltBytes)
        let digest = try Self.derive(password, salt: salt, cost: cost)
        return PasswordHash(parameters: Self.encode(cost), salt: salt, digest: digest)
    }

    public func verify(_ password: String, against hash: PasswordHash) throws(PasswordHashingError) -> Bool {
        guard sodium_init() >= 0 else { throw .libraryUnavailable }
        guard let digest = try derive(password, like: hash) else { return false }
        return Self.constantTimeEquals(digest, hash.digest)
    }

    public func needsRehash(_ hash: PasswordHash) -> Bool {
        Self.decode(hash.parameters) != cost
    }

    /// The digest `password` gives with the algorithm, salt and cost stored in `hash`; nil for
    /// a hash this app could not have written, or cannot read (a salt of the wrong size).
    /// - Throws: ``PasswordHashingError/derivationFailed`` when the derivation itself failed.
    private func derive(_ password: String, like hash: PasswordHash) throws(PasswordHashingError) -> Data? {
        do {
            if let stored = Self.decode(hash.parameters) {
                guard accepts(stored) else { return nil }
                return try Self.derive(password, salt: hash.salt, cost: stored)
            }
            if let stored = ScryptParameters(hash.parameters) {
                guard stored.isAtMostTheAppsFormerCost else { return nil }
                return try stored.derive(password, salt: hash.salt, byteCount: Self.digestByteCount)
            }
            return nil
        } catch .invalidInput {
            return nil
        }
    }

    /// Whether a stored cost is one this app could have written: each factor at most the
    /// larger of this hasher's and ``Cost/standard``. Anything costlier — a tampered row
    /// asking for gigabytes and minutes — verifies as false at once, without deriving anything.
    func accepts(_ stored: Cost) -> Bool {
        stored.iterations <= max(cost.iterations, Cost.standard.iterations)
            && stored.memoryKiB <= max(cost.memoryKiB, Cost.standard.memoryKiB)
    }

    private static func derive(_ password: String, salt: Data, cost: Cost) throws(PasswordHashingError) -> Data {
        // An empty password is never a valid one; libsodium's salt is exactly 16 bytes.
        guard !password.isEmpty, salt.count == saltByteCount else { throw .invalidInput }
        let passwordBytes = password.utf8.map { CChar(bitPattern: $0) }
        var digest = [UInt8](repeating: 0, count: digestByteCount)
        let status = crypto_pwhash(
            &digest, UInt64(digest.count), passwordBytes, UInt64(passwordBytes.count), [UInt8](salt),
            UInt64(cost.iterations), cost.memoryKiB * 1_024, crypto_pwhash_ALG_ARGON2ID13
        )
        // libsodium fails only when it cannot allocate the memory the cost asks for.
        guard status == 0 else { throw .derivationFailed }
        return Data(digest)
    }

    /// Looks at every byte whatever the first difference (libsodium's `sodium_memcmp`), so
    /// timing reveals nothing but the length, which is not a secret.
    static func constantTimeEquals(_ lhs: Data, _ rhs: Data) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return sodium_memcmp([UInt8](lhs), [UInt8](rhs), lhs.count) == 0
    }

    private static func encode(_ cost: Cost) -> String {
        "argon2id$v=19$m=\(cost.memoryKiB),t=\(cost.iterations),p=1"
    }

    /// The cost of an Argon2id hash in the form ``encode(_:)`` writes (the PHC string's
    /// parameters); nil for anything else, bounds included.
    static func decode(_ parameters: String) -> Cost? {
        let parts = parameters.split(separator: "$", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "argon2id", parts[1] == "v=19" else { return nil }
        var values: [Substring: Int] = [:]
        for pair in parts[2].split(separator: ",", omittingEmptySubsequences: false) {
            let sides = pair.split(separator: "=", omittingEmptySubsequences: false)
            guard sides.count == 2, values[sides[0]] == nil, let value = Int(sides[1]) else { return nil }
            values[sides[0]] = value
        }
        guard values.count == 3, let memory = values["m"], let iterations = values["t"], values["p"] == 1,
              (8...(1 << 22)).contains(memory), (1...64).contains(iterations)
        else { return nil }
        return Cost(iterations: iterations, memoryKiB: memory)
    }
}
