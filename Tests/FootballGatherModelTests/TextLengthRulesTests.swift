import FootballGatherModel
import Testing

/// Lengths count characters as the user sees them (grapheme clusters), with a hard cap in
/// code points under them that no visible character can get around.
@Suite struct TextLengthRulesTests {
    private let decomposedE = "e\u{301}"

    @Test func aNameOfFiftyDecomposedCharactersIsFiftyCharacters() throws {
        let fifty = String(repeating: decomposedE, count: 50)

        #expect(try PlayerRules.validName(fifty) == fifty)
        #expect(throws: FootballGatherError.nameTooLong) { try PlayerRules.validName(fifty + decomposedE) }
    }

    @Test func emojiAndFlagsCountAsOneCharacterEach() throws {
        let fifty = String(repeating: "🇯🇵", count: 25) + String(repeating: "👨\u{200D}👩\u{200D}👧", count: 25)

        #expect(try PlayerRules.validName(fifty) == fifty)
        #expect(try PlayerRules.validFavouriteTeam(fifty) == fifty)
        #expect(throws: FootballGatherError.favouriteTeamTooLong) { try PlayerRules.validFavouriteTeam(fifty + "x") }
    }

    @Test func oneCharacterOfAThousandJoinersIsTooLong() {
        let joined = "a" + String(repeating: "\u{200D}", count: 1_000)

        #expect(throws: FootballGatherError.nameTooLong) { try PlayerRules.validName(joined) }
        #expect(throws: FootballGatherError.favouriteTeamTooLong) { try PlayerRules.validFavouriteTeam(joined) }
        #expect(throws: FootballGatherError.invalidUsername) {
            try Credentials(username: joined, password: "pw").validatedForRegistration()
        }
    }

    @Test func aUsernameOfThirtyTwoDecomposedCharactersCanRegister() throws {
        let username = String(repeating: "Zoe\u{308}", count: 8) + String(repeating: decomposedE, count: 8)
        #expect(username.count == 32)

        #expect(try Credentials(username: username, password: "pw").validatedForRegistration().username == username)
        #expect(throws: FootballGatherError.invalidUsername) {
            try Credentials(username: username + "x", password: "pw").validatedForRegistration()
        }
    }
}
