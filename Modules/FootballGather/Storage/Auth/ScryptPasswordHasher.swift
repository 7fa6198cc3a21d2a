import FootballGatherModel
import Crypto
import _CryptoExtras
import Foundation

/// Hashes passwords with scrypt (swift-crypto), a random 16-byte salt per hash, and
/// compares digests in constant time.
public struct ScryptPasswordHasher: PasswordHasher {
    /// The scrypt work factors. `rounds` must be a power of two greater than 1.
    public struct Cost: Hashable, Sendable {
        public var rounds: Int
        public var blockSize: Int
        public var parallelism: Int

        public init(rounds: Int, blockSize: Int, parallelism: Int) {
            precondition(rounds > 1 && rounds & (rounds - 1) == 0, "scrypt rounds must be a power of two")
            precondition(blockSize > 0 && parallelism > 0, "scrypt block size and parallelism must be positive")
            self.rounds = rounds
            self.blockSize = blockSize
            self.parallelism = parallelism
        }

        /// The app's cost: N = 16384, r = 8, p = 1 (about 16 MB and a noticeable fraction of a second).
        public static let standard = Cost(rounds: 16_384, blockSize: 8, parallelism: 1)
        /// A negligible cost for tests that register many users. Never for real accounts.
        public static let fast = Cost(rounds: 16, blockSize: 8, parallelism: 1)
    }

    private static let saltByteCount = 16
    private static let digestByteCount = 32

    /// The cost new hashes are made with (verification uses the cost stored in the hash).
    public let cost: Cost

    public init(cost: Cost = .standard) {
        self.cost = cost
    }

    public func hash(_ password: String) throws -> PasswordHash {
        var generator = SystemRandomNumberGenerator()
        let salt = Data((0..<Self.saltByteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
        let digest = try Self.derive(password, salt: salt, cost: cost)
        return PasswordHash(parameters: Self.encode(cost), salt: salt, digest: digest)
    }

    public func verify(_ password: String, against hash: PasswordHash) -> Bool {
        guard let storedCost = Self.decode(hash.parameters), accepts(storedCost),
              let digest = try? Self.derive(password, salt: hash.salt, cost: storedCost)
        else { return false }
        return Self.constantTimeEquals(digest, hash.digest)
    }

    /// Whether a stored cost is one this app could have written: each factor at most the
    /// larger of this hasher's and ``Cost/standard`` (N ≤ 16384, r ≤ 8, p = 1 by default).
    /// Anything costlier — a tampered row asking for gigabytes and minutes — verifies as
    /// false at once, without deriving anything.
    func accepts(_ stored: Cost) -> Bool {
        stored.rounds <= max(cost.rounds, Cost.standard.rounds)
            && stored.blockSize <= max(cost.blockSize, Cost.standard.blockSize)
            && stored.parallelism <= max(cost.parallelism, Cost.standard.parallelism)
    }

    private static func derive(_ password: String, salt: Data, cost: Cost) throws -> Data {
        // BoringSSL needs a non-empty buffer; an empty password is never a valid one anyway.
        guard !password.isEmpty, !salt.isEmpty else { throw CryptoKitError.incorrectParameterSize }
        let key = try KDF.Scrypt.deriveKey(
            from: Data(password.utf8), salt: salt, outputByteCount: digestByteCount,
            rounds: cost.rounds, blockSize: cost.blockSize, parallelism: cost.parallelism
        )
        return key.withUnsafeBytes { Data($0) }
    }

    /// Looks at every byte whatever the first difference, so timing reveals nothing.
    static func constantTimeEquals(_ lhs: Data, _ rhs: Data) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for (left, right) in zip(lhs, rhs) {
            difference |= left ^ right
        }
        return difference == 0
    }

    private static func encode(_ cost: Cost) -> String {
        "scrypt$\(cost.rounds)$\(cost.blockSize)$\(cost.parallelism)"
    }

    private static func decode(_ parameters: String) -> Cost? {
        let parts = parameters.split(separator: "$")
        guard parts.count == 4, parts[0] == "scrypt",
              let rounds = Int(parts[1]), let blockSize = Int(parts[2]), let parallelism = Int(parts[3]),
              rounds > 1, rounds & (rounds - 1) == 0, blockSize > 0, parallelism > 0,
              rounds <= 1 << 20, blockSize <= 64, parallelism <= 16
        else { return nil }
        return Cost(rounds: rounds, blockSize: blockSize, parallelism: parallelism)
    }
}
