import FootballGatherModel
import Testing

/// Control characters a user could type: NUL (SQLite would cut the text there), an escape
/// sequence, a tab inside the text, DEL and a C1 control.
private let controlled = ["a\u{0}b", "a\u{1B}[2Jb", "a\tb", "a\u{7F}b", "a\u{9B}b", "a\nb"]

@Suite struct ControlCharacterRulesTests {
    @Test(arguments: controlled)
    func aNameWithAControlCharacterIsRefused(name: String) {
        #expect(throws: FootballGatherError.nameHasControlCharacters) { try PlayerRules.validName(name) }
        #expect(throws: FootballGatherError.nameHasControlCharacters) {
            try PlayerRules.validated(PlayerDraft(name: name))
        }
        #expect(throws: FootballGatherError.nameHasControlCharacters) {
            try PlayerField.name.change(text: name, optionAt: nil)
        }
    }

    @Test(arguments: controlled)
    func aFavouriteTeamWithAControlCharacterIsRefused(team: String) {
        #expect(throws: FootballGatherError.favouriteTeamHasControlCharacters) { try PlayerRules.validFavouriteTeam(team) }
        #expect(throws: FootballGatherError.favouriteTeamHasControlCharacters) {
            try PlayerRules.validated(PlayerDraft(name: "Ada", favouriteTeam: team))
        }
    }

    @Test(arguments: controlled)
    func aUsernameWithAControlCharacterIsRefusedForLoginAndRegistration(username: String) {
        let credentials = Credentials(username: username, password: "pw")
        #expect(throws: FootballGatherError.usernameHasControlCharacters) { try credentials.validatedForLogin() }
        #expect(throws: FootballGatherError.usernameHasControlCharacters) { try credentials.validatedForRegistration() }
    }

    @Test func surroundingLineBreaksAreTrimmedNotRefused() throws {
        #expect(try PlayerRules.validName("\tAda\r\n") == "Ada")
        #expect(try PlayerRules.validFavouriteTeam("Arsenal\n") == "Arsenal")
        #expect(try Credentials(username: "ana\r\n", password: "pw").validatedForLogin().username == "ana")
    }

    @Test func passwordsMayHoldAnyCharacter() throws {
        let credentials = try Credentials(username: "ana", password: "p\u{0}\u{1B}w").validatedForRegistration()
        #expect(credentials.password == "p\u{0}\u{1B}w")
    }

    @Test func theMessagesNameTheField() {
        #expect(FootballGatherError.nameHasControlCharacters.message == "Name must not contain control characters.")
        #expect(FootballGatherError.favouriteTeamHasControlCharacters.message == "Favourite team must not contain control characters.")
        #expect(FootballGatherError.usernameHasControlCharacters.message == "Username must not contain control characters.")
    }
}

@Suite struct UsernameKeyTests {
    @Test func canonicallyEqualSpellingsHaveOneKey() {
        let nfc = "Zo\u{EB}"
        let nfd = "Zoe\u{308}"
        #expect(Array(nfc.utf8) != Array(nfd.utf8))

        #expect(Array(Credentials.normalized(nfc).utf8) == Array(Credentials.normalized(nfd).utf8))
        #expect(Array(Credentials.normalized(nfd).utf8) == Array("zo\u{EB}".utf8))
    }

    @Test func theKeyIgnoresCaseAndSurroundingSpace() {
        #expect(Credentials.normalized("  ZOË ") == Credentials.normalized("zoë"))
        #expect(Credentials.normalized("Ana") == "ana")
    }
}
