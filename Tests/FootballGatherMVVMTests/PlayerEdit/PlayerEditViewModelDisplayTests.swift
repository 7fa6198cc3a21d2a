import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import FootballGatherUI
import Testing

/// What Player edit shows: the text field's text, or the options with the ticked one.
@MainActor @Suite struct PlayerEditViewModelDisplayTests {
    private func makeViewModel(_ field: PlayerField, of draft: PlayerDraft = .ada) throws -> PlayerEditViewModel {
        PlayerEditViewModel(
            field: field,
            player: draft.player(id: 1),
            userID: 1,
            repository: try FootballGatherRepositories.test().players,
            onSaved: { _ in }
        )
    }

    @Test func aTextFieldShowsWhatIsTyped() throws {
        let viewModel = try makeViewModel(.favouriteTeam)
        #expect(viewModel.content == .text("Arsenal"))

        viewModel.text = "Barcelona"

        #expect(viewModel.content == .text("Barcelona"))
    }

    @Test func positionsAreListedByNameWithTheCurrentOneTicked() throws {
        let viewModel = try makeViewModel(.preferredPosition)

        #expect(viewModel.content == .options([
            PlayerEditScreen.Option(title: "Goalkeeper", isChecked: false),
            PlayerEditScreen.Option(title: "Defender", isChecked: false),
            PlayerEditScreen.Option(title: "Midfielder", isChecked: true),
            PlayerEditScreen.Option(title: "Winger", isChecked: false),
            PlayerEditScreen.Option(title: "Striker", isChecked: false),
        ]))
    }

    @Test func anUnsetSkillTicksNoOption() throws {
        let viewModel = try makeViewModel(.skill, of: .dani)

        #expect(viewModel.content == .options([
            PlayerEditScreen.Option(title: "Beginner", isChecked: false),
            PlayerEditScreen.Option(title: "Amateur", isChecked: false),
            PlayerEditScreen.Option(title: "Professional", isChecked: false),
        ]))
    }

    @Test func choosingAnOptionMovesTheTick() throws {
        let viewModel = try makeViewModel(.skill)

        viewModel.selectOption(at: 0)

        guard case .options(let options) = viewModel.content else {
            Issue.record("no options shown")
            return
        }
        #expect(options.map(\.isChecked) == [true, false, false])
    }

    @Test func anOptionOutsideTheListIsIgnored() throws {
        let viewModel = try makeViewModel(.skill)

        viewModel.selectOption(at: 3)

        #expect(viewModel.selectedOptionIndex == PlayerSkill.allCases.firstIndex(of: .professional))
    }

    @Test func textFieldsHaveNoOptions() throws {
        let viewModel = try makeViewModel(.age)

        viewModel.selectOption(at: 0)

        #expect(viewModel.optionTitles.isEmpty)
        #expect(viewModel.content == .text("36"))
    }
}
