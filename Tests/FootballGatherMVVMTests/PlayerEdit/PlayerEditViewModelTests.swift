import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import Testing

@MainActor @Suite struct PlayerEditViewModelTests {
    let world: Backend
    let saved = ClosureSpy<Player>()

    init() async throws {
        world = try await Backend.seeded()
    }

    private func makeViewModel(_ field: PlayerField, of name: String = "Ada") throws -> PlayerEditViewModel {
        PlayerEditViewModel(
            field: field,
            player: try world.player(name),
            userID: world.userID,
            repository: world.repositories.players,
            onSaved: saved.record
        )
    }

    private func stored(_ name: String) async throws -> Player {
        let id = try world.player(name).id
        return try #require(try await world.roster().first { $0.id == id })
    }

    @Test func textFieldsStartWithTheCurrentValue() throws {
        #expect(try makeViewModel(.name).text == "Ada")
        #expect(try makeViewModel(.age).text == "36")
        #expect(try makeViewModel(.favouriteTeam, of: "Dani").text == "")
    }

    @Test func savingANameStoresItTrimmedAndReportsIt() async throws {
        let viewModel = try makeViewModel(.name)
        viewModel.text = "  Ada Lovelace "

        await viewModel.save()

        #expect(saved.values.map(\.name) == ["Ada Lovelace"])
        #expect(try await stored("Ada").name == "Ada Lovelace")
    }

    @Test func onlyTheEditedFieldIsSavedSoAnEditThatLandedMeanwhileStays() async throws {
        let ageEditor = try makeViewModel(.age)
        let nameEditor = try makeViewModel(.name)
        nameEditor.text = "Zed"
        await nameEditor.save()

        ageEditor.text = "30"
        await ageEditor.save()

        let stored = try await stored("Ada")
        #expect((stored.name, stored.age, stored.favouriteTeam) == ("Zed", 30, "Arsenal"))
        #expect(saved.values.last == stored)
    }

    @Test func anEmptyNameIsRefusedAndNothingIsSaved() async throws {
        let viewModel = try makeViewModel(.name)
        viewModel.text = "  "

        await viewModel.save()

        #expect(viewModel.errorMessage == "Name must not be empty.")
        #expect(viewModel.text == "  ")
        #expect(saved.values.isEmpty)
        #expect(try await stored("Ada").name == "Ada")
    }

    @Test func aTooLongNameIsRefused() async throws {
        let viewModel = try makeViewModel(.name)
        viewModel.text = String(repeating: "a", count: 51)

        await viewModel.save()

        #expect(viewModel.errorMessage == "Name must be at most 50 characters.")
        #expect(saved.values.isEmpty)
    }

    @Test(arguments: ["abc", "0", "100", "12.5", "-3"])
    func anAgeOutsideOneToNinetyNineIsRefused(typed: String) async throws {
        let viewModel = try makeViewModel(.age)
        viewModel.text = typed

        await viewModel.save()

        #expect(viewModel.errorMessage == "Age must be a whole number from 1 to 99.")
        #expect(viewModel.text == typed)
        #expect(try await stored("Ada").age == 36)
    }

    @Test func anEmptyAgeClearsIt() async throws {
        let viewModel = try makeViewModel(.age)
        viewModel.text = ""

        await viewModel.save()

        #expect(viewModel.errorMessage == nil)
        #expect(try await stored("Ada").age == nil)
    }

    @Test func aTooLongFavouriteTeamIsRefused() async throws {
        let viewModel = try makeViewModel(.favouriteTeam)
        viewModel.text = String(repeating: "F", count: 51)

        await viewModel.save()

        #expect(viewModel.errorMessage == "Favourite team must be at most 50 characters.")
        #expect(try await stored("Ada").favouriteTeam == "Arsenal")
    }

    @Test func listFieldsTickTheCurrentValue() throws {
        let position = try makeViewModel(.preferredPosition)
        let skill = try makeViewModel(.skill, of: "Dani")

        #expect(position.selectedOptionIndex == PlayerPosition.allCases.firstIndex(of: .midfielder))
        #expect(skill.selectedOptionIndex == nil)
    }

    @Test func choosingAnOptionSavesIt() async throws {
        let viewModel = try makeViewModel(.preferredPosition)

        viewModel.selectOption(at: 0)
        await viewModel.save()

        #expect(viewModel.selectedOptionIndex == 0)
        #expect(try await stored("Ada").position == .goalkeeper)
        #expect(saved.values.map(\.position) == [.goalkeeper])
    }

    @Test func choosingTheTickedOptionAgainClearsTheValue() async throws {
        let viewModel = try makeViewModel(.skill)
        let professional = try #require(PlayerSkill.allCases.firstIndex(of: .professional))

        viewModel.selectOption(at: professional)
        await viewModel.save()

        #expect(viewModel.selectedOptionIndex == nil)
        #expect(try await stored("Ada").skill == nil)
    }

    @Test func failingSaveShowsErrorAndKeepsTheTypedText() async throws {
        world.faults.arm("players.update", .fail)
        let viewModel = try makeViewModel(.favouriteTeam)
        viewModel.text = "Barcelona"

        await viewModel.save()

        #expect(viewModel.errorMessage == "Could not save the player.")
        #expect(viewModel.text == "Barcelona")
        #expect(saved.values.isEmpty)
        #expect(try await stored("Ada").favouriteTeam == "Arsenal")
    }

    @Test func savingAgainAfterAFailureWorks() async throws {
        world.faults.arm("players.update", .fail)
        let viewModel = try makeViewModel(.favouriteTeam)
        viewModel.text = "Barcelona"
        await viewModel.save()

        viewModel.dismissError()
        world.faults.reset()
        await viewModel.save()

        #expect(viewModel.errorMessage == nil)
        #expect(try await stored("Ada").favouriteTeam == "Barcelona")
    }

    @Test func showsSavingWhileSaving() async throws {
        world.faults.arm("players.update", .hold)
        let viewModel = try makeViewModel(.name)

        let save = Task { await viewModel.save() }
        try await world.faults.waitUntilHeld()
        #expect(viewModel.isSaving)

        world.faults.reset()
        await save.value
        #expect(!viewModel.isSaving)
    }
}
