import Foundation
import FootballGatherTestSupport
import Testing
import FootballGatherModel
@testable import FootballGatherStorage

@Suite struct PasswordHasherTests {
    let hasher = Argon2idPasswordHasher.fast

    @Test func theSamePasswordHashesDifferentlyEachTime() throws {
        let first = try hasher.hash("secret")
        let second = try hasher.hash("secret")

        #expect(first.salt != second.salt)
        #expect(first.digest != second.digest)
        #expect(first.salt.count == 16)
        #expect(first.digest.count == 32)
    }

    @Test func aHashVerifiesItsPasswordOnly() throws {
        let hash = try hasher.hash("secret")

        #expect(try hasher.verify("secret", against: hash))
        #expect(try !hasher.verify("Secret", against: hash))
        #expect(try !hasher.verify("secret ", against: hash))
        #expect(try !hasher.verify("", against: hash))
    }

    @Test func theCostIsStoredWithTheHash() throws {
        #expect(try hasher.hash("secret").parameters == "argon2id$v=19$m=8,t=1,p=1")
        #expect(Argon2idPasswordHasher().cost == .standard)
        // OWASP's minimum for Argon2id: 19 MiB, two passes, one lane.
        #expect(Argon2idPasswordHasher.Cost.standard == .init(iterations: 2, memoryKiB: 19_456))
    }

    @Test func aTamperedOrUnreadableHashNeverVerifies() throws {
        var hash = try hasher.hash("secret")
        hash.digest[0] ^= 0x01
        var unreadable = try hasher.hash("secret")
        unreadable.parameters = "md5$1"
        var shortSalt = try hasher.hash("secret")
        shortSalt.salt = shortSalt.salt.prefix(8)

        #expect(try !hasher.verify("secret", against: hash))
        #expect(try !hasher.verify("secret", against: unreadable))
        #expect(try !hasher.verify("secret", against: shortSalt))
    }

    @Test func theAppsStandardCostHashesAndVerifies() throws {
        let standard = Argon2idPasswordHasher()
        let hash = try standard.hash("secret")

        #expect(hash.parameters == "argon2id$v=19$m=19456,t=2,p=1")
        #expect(try standard.verify("secret", against: hash))
        #expect(!standard.needsRehash(hash))
    }

    /// Known answers from the reference implementation of Argon2 (the `argon2` command of the
    /// Password Hashing Competition's code, Debian's package `argon2`: `echo -n "correct horse" |
    /// argon2 saltsaltsaltsalt -id -t 2 -m 10 -p 1 -l 32 -r`, and `-k 19456` for the app's cost),
    /// so a changed parameter or encoding, which would lock every account out, cannot pass.
    @Test(arguments: [
        ("argon2id$v=19$m=1024,t=2,p=1", "30edf7702167a9203c4ac92147cfe2e6bfef6a3277983c7023f332a21e466709"),
        ("argon2id$v=19$m=19456,t=2,p=1", "01dc1e04bc1c7e59cd5f61d55bc8b532dbbb7ebae7e0a8bb87fad8486b94ec8b"),
    ])
    func theReferenceImplementationsDigestsVerify(parameters: String, digest: String) throws {
        let hash = PasswordHash(parameters: parameters, salt: Data("saltsaltsaltsalt".utf8), digest: try #require(Data(hexadecimal: digest)))

        #expect(try Argon2idPasswordHasher().verify("correct horse", against: hash))
        #expect(try !Argon2idPasswordHasher().verify("correct horsE", against: hash))
    }

    /// scrypt's test vector from RFC 7914 (§12): the same scrypt the app hashed with before Argon2id.
    @Test func theFormerScryptMatchesRFC7914() throws {
        let parameters = try #require(ScryptParameters("scrypt$1024$8$16"))
        let digest = try parameters.derive("password", salt: Data("NaCl".utf8), byteCount: 64)

        #expect(digest == Data(hexadecimal: """
            fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640
            """))
        #expect(!parameters.isAtMostTheAppsFormerCost, "p = 16 is more than the app ever wrote")
    }

    @Test func aFormerScryptHashVerifiesAndAsksForARehash() throws {
        let salt = Data(repeating: 3, count: 16)
        let scrypt = ScryptParameters(rounds: 16, blockSize: 8, parallelism: 1)
        let former = PasswordHash(parameters: "scrypt$16$8$1", salt: salt, digest: try scrypt.derive("secret", salt: salt, byteCount: 32))

        #expect(try hasher.verify("secret", against: former))
        #expect(try !hasher.verify("Secret", against: former))
        #expect(hasher.needsRehash(former))
        #expect(!hasher.needsRehash(try hasher.hash("secret")))
        #expect(Argon2idPasswordHasher().needsRehash(try hasher.hash("secret")), "another cost is rehashed too")
    }

    @Test(arguments: [
        "argon2id$v=19$m=8,t=1", "argon2id$v=19$m=8,t=1,p=2", "argon2id$v=18$m=8,t=1,p=1", "argon2id$v=19$m=8,m=8,t=1",
        "argon2id$v=19$m=4,t=1,p=1", "argon2id$v=19$m=8,t=0,p=1", "argon2i$v=19$m=8,t=1,p=1", "scrypt$15$8$1", "scrypt$16$0$1", "",
    ])
    func parametersThatNoHasherWroteAreUnreadable(parameters: String) throws {
        var hash = try hasher.hash("secret")
        hash.parameters = parameters

        #expect(try !hasher.verify("secret", against: hash))
    }

    @Test func anEmptyPasswordCannotBeHashed() {
        #expect(throws: PasswordHashingError.invalidInput) { try hasher.hash("") }
    }

    @Test func digestsCompareOnContentAndLength() {
        #expect(Argon2idPasswordHasher.constantTimeEquals(Data([1, 2, 3]), Data([1, 2, 3])))
        #expect(!Argon2idPasswordHasher.constantTimeEquals(Data([1, 2, 3]), Data([1, 2, 4])))
        #expect(!Argon2idPasswordHasher.constantTimeEquals(Data([1, 2, 3]), Data([1, 2])))
        #expect(Argon2idPasswordHasher.constantTimeEquals(Data(), Data()))
    }
}

extension Data {
    /// Bytes from hexadecimal text (whitespace ignored); nil for anything else.
    init?(hexadecimal text: String) {
        let digits = Array(text.filter { !$0.isWhitespace }.utf8)
        guard digits.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(decoding: digits[index...index + 1], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(byte)
        }
        self.init(bytes)
    }
}
