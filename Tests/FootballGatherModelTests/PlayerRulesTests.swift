import FootballGatherModel
import Testing

@Suite struct PlayerRulesTests {
    @Test(arguments: [0, 100, -1, Int.max])
    func agesOutsideOneToNinetyNineAreRefused(age: Int) {
        #expect(throws: FootballGatherError.invalidAge) { try PlayerRules.validAge(age) }
    }

    @Test(arguments: [1, 99, 42])
    func agesFromOneToNinetyNineAreAccepted(age: Int) throws {
        #expect(try PlayerRules.validAge(age) == age)
    }

    @Test func typedAgesMustBeWholeNumbers() throws {
        #expect(try PlayerRules.age(from: " 7 ") == 7)
        #expect(try PlayerRules.age(from: "") == nil)
        #expect(try PlayerRules.age(from: "  ") == nil)
        for text in ["7.5", "-3", "+3", "seven", "1e2", "٣", "100", "0"] {
            #expect(throws: FootballGatherError.invalidAge, "\(text)") { try PlayerRules.age(from: text) }
        }
    }

    @Test func namesOfFiftyCharactersPassAndFiftyOneDoNot() throws {
        let fifty = String(repeating: "é", count: 50)

        #expect(try PlayerRules.validName(fifty) == fifty)
        #expect(throws: FootballGatherError.nameTooLong) { try PlayerRules.validName(fifty + "x") }
    }

    @Test(arguments: ["", " ", "\t\n", "\u{00A0}\u{2003}"])
    func whitespaceOnlyNamesAreRefused(name: String) {
        #expect(throws: FootballGatherError.invalidName) { try PlayerRules.validName(name) }
    }

    @Test func favouriteTeamsOfFiftyCharactersPassAndFiftyOneDoNot() throws {
        let fifty = String(repeating: "t", count: 50)

        #expect(try PlayerRules.validFavouriteTeam(" \(fifty) ") == fifty)
        #expect(try PlayerRules.validFavouriteTeam("") == nil)
        #expect(try PlayerRules.validFavouriteTeam(nil) == nil)
        #expect(throws: FootballGatherError.favouriteTeamTooLong) { try PlayerRules.validFavouriteTeam(fifty + "t") }
    }

    @Test func addPlayerIsSubmittableOnlyWithANonBlankName() {
        #expect(PlayerDraft(name: "Ada").canSubmit)
        #expect(!PlayerDraft(name: "").canSubmit)
        #expect(!PlayerDraft(name: "   ").canSubmit)
    }

    @Test func credentialsAreTrimmedAndCheckedForRegistration() throws {
        let valid = try Credentials(username: " ana ", password: " pw ").validatedForRegistration()

        #expect(valid == Credentials(username: "ana", password: " pw "))
        #expect(throws: FootballGatherError.invalidUsername) {
            try Credentials(username: String(repeating: "u", count: 33), password: "pw").validatedForRegistration()
        }
        #expect(throws: FootballGatherError.bothFieldsMandatory) {
            try Credentials(username: "ana", password: "").validatedForLogin()
        }
        #expect(!String(describing: valid).contains("pw"))
    }
}
