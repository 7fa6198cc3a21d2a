import CSodium
import Foundation

/// The scrypt cost of a hash written before the app moved to Argon2id (`"scrypt$N$r$p"`), and
/// the derivation that verifies it (libsodium's `crypto_pwhash_scryptsalsa208sha256_ll`, the
/// same scrypt those hashes were made with). Nothing new is hashed with it.
struct ScryptParameters: Hashable, Sendable {
    var rounds: Int
    var blockSize: Int
    var parallelism: Int

    /// What the app wrote: N = 16384, r = 8, p = 1 (and less in tests).
    static let formerStandard = ScryptParameters(rounds: 16_384, blockSize: 8, parallelism: 1)

    init(rounds: Int, blockSize: Int, parallelism: Int) {
        self.rounds = rounds
        self.blockSize = blockSize
        self.parallelism = parallelism
    }

    /// Reads `"scrypt$N$r$p"`; nil for anything else, for N not a power of two above 1, and
    /// for factors beyond sane bounds.
    init?(_ parameters: String) {
        let parts = parameters.split(separator: "$", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "scrypt",
              let rounds = Int(parts[1]), let blockSize = Int(parts[2]), let parallelism = Int(parts[3]),
              rounds > 1, rounds & (rounds - 1) == 0, rounds <= 1 << 20,
              (1...64).contains(blockSize), (1...16).contains(parallelism)
        else { return nil }
        self.init(rounds: rounds, blockSize: blockSize, parallelism: parallelism)
    }

    /// Whether the app could have written this cost: each factor at most the former standard's.
    /// A costlier row — tampered with, asking for gigabytes — verifies as false without deriving.
    var isAtMostTheAppsFormerCost: Bool {
        rounds <= Self.formerStandard.rounds
            && blockSize <= Self.formerStandard.blockSize
            && parallelism <= Self.formerStandard.parallelism
    }

    func derive(_ password: String, salt: Data, byteCount: Int) throws(PasswordHashingError) -> Data {
        guard !password.isEmpty, !salt.isEmpty else { throw .invalidInput }
        let passwordBytes = Array(password.utf8)
        var digest = [UInt8](repeating: 0, count: byteCount)
        let status = crypto_pwhash_scryptsalsa208sha256_ll(
            passwordBytes, passwordBytes.count, [UInt8](salt), salt.count,
            UInt64(rounds), UInt32(blockSize), UInt32(parallelism), &digest, digest.count
        )
        guard status == 0 else { throw .derivationFailed }
        return Data(digest)
    }
}
