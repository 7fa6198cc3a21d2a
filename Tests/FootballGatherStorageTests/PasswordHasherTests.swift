import Foundation
import FootballGatherTestSupport
import Testing
import FootballGatherModel
@testable import FootballGatherStorage

@Suite struct PasswordHasherTests {
    let hasher = ScryptPasswordHasher.fast

    @Test func theSamePasswordHashesDifferentlyEachTime() throws {
        let first = try hasher.hash("secret")
        let second = try hasher.hash("secret")

        #expect(first.salt != second.salt)
        #expect(first.digest != second.digest)
        #expect(first.salt.count == 16)
    }

    @Test func aHashVerifiesItsPasswordOnly() throws {
        let hash = try hasher.hash("secret")

        #expect(hasher.verify("secret", against: hash))
        #expect(!hasher.verify("Secret", against: hash))
        #expect(!hasher.verify("secret ", against: hash))
        #expect(!hasher.verify("", against: hash))
    }

    @Test func theCostIsStoredWithTheHash() throws {
        #expect(try hasher.hash("secret").parameters == "scrypt$16$8$1")
        #expect(ScryptPasswordHasher().cost == .standard)
        #expect(ScryptPasswordHasher.Cost.standard == .init(rounds: 16_384, blockSize: 8, parallelism: 1))
    }

    @Test func aTamperedOrUnreadableHashNeverVerifies() throws {
        var hash = try hasher.hash("secret")
        hash.digest[0] ^= 0x01
        var unreadable = try hasher.hash("secret")
        unreadable.parameters = "md5$1"

        #expect(!hasher.verify("secret", against: hash))
        #expect(!hasher.verify("secret", against: unreadable))
    }

    @Test func theAppsStandardCostHashesAndVerifies() throws {
        let standard = ScryptPasswordHasher()
        let hash = try standard.hash("secret")

        #expect(hash.parameters == "scrypt$16384$8$1")
        #expect(standard.verify("secret", against: hash))
    }

    @Test func anEmptyPasswordCannotBeHashed() {
        #expect(throws: (any Error).self) { try hasher.hash("") }
    }

    @Test func digestsCompareOnContentAndLength() {
        #expect(ScryptPasswordHasher.constantTimeEquals(Data([1, 2, 3]), Data([1, 2, 3])))
        #expect(!ScryptPasswordHasher.constantTimeEquals(Data([1, 2, 3]), Data([1, 2, 4])))
        #expect(!ScryptPasswordHasher.constantTimeEquals(Data([1, 2, 3]), Data([1, 2])))
    }
}
