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
        #expect(try PlayerField.name.applying(text: "  Ada L. ", to: ada).name == "Ada L.")
        #expect(try PlayerField.age.applying(text: "99", to: dani).age == 99)
        #expect(try PlayerField.favouriteTeam.applying(text: " Porto ", to: dani).favouriteTeam == "Porto")
        #expect(throws: FootballGatherError.invalidName) { try PlayerField.name.applying(text: "   ", to: ada) }
        #expect(throws: FootballGatherError.invalidAge) { try PlayerField.age.applying(text: "100", to: ada) }
        #expect(throws: FootballGatherError.invalidAge) { try PlayerField.age.applying(text: "abc", to: ada) }
        #expect(throws: FootballGatherError.favouriteTeamTooLong) {
            try PlayerField.favouriteTeam.applying(text: String(repeating: "x", count: 51), to: ada)
        }
    }

    @Test func emptyAgeOrFavouriteTeamClearsIt() throws {
        let cleared = try PlayerField.favouriteTeam.applying(text: "", to: PlayerField.age.applying(text: " ", to: ada))

        #expect(cleared.age == nil)
        #expect(cleared.favouriteTeam == nil)
        #expect(cleared.name == ada.name)
    }

    @Test func listEditsPickByIndexAndNilClears() {
        #expect(PlayerField.preferredPosition.applying(optionAt: 4, to: dani).position == .striker)
        #expect(PlayerField.skill.applying(optionAt: 0, to: dani).skill == .beginner)
        #expect(PlayerField.skill.applying(optionAt: nil, to: ada).skill == nil)
        #expect(PlayerField.preferredPosition.applying(optionAt: 9, to: ada).position == nil)
    }

    @Test func fieldsIgnoreEditsOfTheOtherKind() throws {
        #expect(try PlayerField.skill.applying(text: "Amateur", to: ada) == ada)
        #expect(PlayerField.name.applying(optionAt: 1, to: ada) == ada)
    }
}
