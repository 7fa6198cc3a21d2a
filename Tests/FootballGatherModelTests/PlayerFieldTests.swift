import FootballGatherModel
import FootballGatherTestSupport
import Testing

@Suite struct PlayerFieldTests {
    let ada = PlayerDraft.ada.player(id: 1)
    let dani = PlayerDraft.dani.player(id: 2)

    @Test func nameAgeAndFavouriteTeamAreTextTheRestAreLists() {
        #expect(PlayerField.allCases.filter(\.isTextual) == [.name, .age, .favouriteTeam])
        #expect(PlayerField.preferredPosition.selectedOptionIndex(of: ada) == 2)
        #expect(PlayerField.skill.selectedOptionIndex(of: dani) == nil)
    }

    @Test func textEditsAreTrimmedAndValidated() throws {
        #expect(try PlayerField.name.change(text: "  Ada L. ", optionAt: nil) == .name("Ada L."))
        #expect(try PlayerField.age.change(text: "99", optionAt: nil) == .age(99))
        #expect(try PlayerField.favouriteTeam.change(text: " Porto ", optionAt: nil) == .favouriteTeam("Porto"))
        #expect(throws: FootballGatherError.invalidName) { try PlayerField.name.change(text: "   ", optionAt: nil) }
        #expect(throws: FootballGatherError.invalidAge) { try PlayerField.age.change(text: "100", optionAt: nil) }
        #expect(throws: FootballGatherError.invalidAge) { try PlayerField.age.change(text: "abc", optionAt: nil) }
        #expect(throws: FootballGatherError.favouriteTeamTooLong) {
            try PlayerField.favouriteTeam.change(text: String(repeating: "x", count: 51), optionAt: nil)
        }
    }

    @Test func emptyAgeOrFavouriteTeamClearsIt() throws {
        #expect(try PlayerField.age.change(text: " ", optionAt: nil) == .age(nil))
        #expect(try PlayerField.favouriteTeam.change(text: "", optionAt: nil) == .favouriteTeam(nil))
    }

    @Test func listEditsPickByIndexAndNilClears() throws {
        #expect(try PlayerField.preferredPosition.change(text: "", optionAt: 4) == .preferredPosition(.striker))
        #expect(try PlayerField.skill.change(text: "", optionAt: 0) == .skill(.beginner))
        #expect(try PlayerField.skill.change(text: "", optionAt: nil) == .skill(nil))
        #expect(try PlayerField.preferredPosition.change(text: "", optionAt: 9) == .preferredPosition(nil))
    }

    @Test func fieldsIgnoreTheOtherKindsInput() throws {
        #expect(try PlayerField.skill.change(text: "Amateur", optionAt: 1) == .skill(.amateur))
        #expect(try PlayerField.name.change(text: "Ada", optionAt: 1) == .name("Ada"))
    }

    @Test(arguments: PlayerField.allCases)
    func aChangeSetsItsOwnFieldOnly(field: PlayerField) throws {
        let change = try field.change(text: "7", optionAt: 0)

        let changed = change.applied(to: ada)

        #expect(change.field == field)
        for other in PlayerField.allCases where other != field {
            #expect(other.editText(of: changed) == other.editText(of: ada))
            #expect(other.selectedOptionIndex(of: changed) == other.selectedOptionIndex(of: ada))
        }
        #expect(changed != ada)
    }
}
