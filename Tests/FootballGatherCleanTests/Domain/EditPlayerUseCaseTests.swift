@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor
@Suite struct EditPlayerUseCaseTests {
    let appState = AppState.signedIn()
    let roster = MockedRosterRepository()
    let ada = Player.named("Ada")
    var useCase: DefaultEditPlayerUseCase { DefaultEditPlayerUseCase(appState: appState, roster: roster) }

    init() {
        appState.routing.path = [.players, .playerDetails(playerID: ada.id)]
    }

    @Test func editingStartsFromTheCurrentValue() {
        useCase.edit(.age, ofPlayer: ada.id)

        #expect(appState.playerEdit?.text == "36")
        #expect(appState.routing.top == .playerEdit(.age))
    }

    @Test func aListFieldStartsWithItsValueTicked() {
        useCase.edit(.skill, ofPlayer: ada.id)

        #expect(appState.playerEdit?.selectedOptionIndex == PlayerSkill.allCases.firstIndex(of: .professional))
    }

    @Test func choosingTheTickedOptionAgainClearsIt() {
        useCase.edit(.preferredPosition, ofPlayer: ada.id)

        useCase.chooseOption(at: 0)
        #expect(appState.playerEdit?.selectedOptionIndex == 0)

        useCase.chooseOption(at: 0)
        #expect(appState.playerEdit?.selectedOptionIndex == nil)
    }

    @Test func doneSavesUpdatesBothScreensAndGoesBack() async {
        useCase.edit(.name, ofPlayer: ada.id)
        appState.playerEdit?.text = "  Ada K. "

        await useCase.save()

        var renamed = ada
        renamed.name = "Ada K."
        roster.verify([.update(renamed, for: User.coach.id)])
        #expect(appState.playerList.players?.first == renamed)
        #expect(appState.routing.path == [.players, .playerDetails(playerID: ada.id)])
    }

    @Test(arguments: ["0", "100", "abc"])
    func anInvalidAgeSavesNothing(_ typed: String) async {
        useCase.edit(.age, ofPlayer: ada.id)
        appState.playerEdit?.text = typed

        await useCase.save()

        #expect(appState.playerEdit?.errorMessage == "Age must be a whole number from 1 to 99.")
        #expect(appState.playerEdit?.text == typed)
        #expect(appState.routing.top == .playerEdit(.age))
        roster.verify([])
    }

    @Test(arguments: [
        (PlayerField.name, "Name must be at most 50 characters."),
        (PlayerField.favouriteTeam, "Favourite team must be at most 50 characters."),
    ])
    func aTooLongTextSavesNothing(_ field: PlayerField, _ message: String) async {
        useCase.edit(field, ofPlayer: ada.id)
        appState.playerEdit?.text = String(repeating: "x", count: 51)

        await useCase.save()

        #expect(appState.playerEdit?.errorMessage == message)
        roster.verify([])
    }

    @Test func anEmptyNameSavesNothing() async {
        useCase.edit(.name, ofPlayer: ada.id)
        appState.playerEdit?.text = "  "

        await useCase.save()

        #expect(appState.playerEdit?.errorMessage == "Name must not be empty.")
        roster.verify([])
    }

    @Test func aFailingSaveKeepsTheEditAndThePlayer() async {
        roster.updateResponse = .failure(.storage(.savePlayer))
        useCase.edit(.favouriteTeam, ofPlayer: ada.id)
        appState.playerEdit?.text = "Chelsea"

        await useCase.save()

        #expect(appState.playerEdit?.errorMessage == "Could not save the player.")
        #expect(appState.playerEdit?.isSaving == false)
        #expect(appState.playerList.players?.first == ada)
        #expect(appState.routing.top == .playerEdit(.favouriteTeam))
    }

    @Test func aListFieldSavesTheTickedOption() async {
        useCase.edit(.skill, ofPlayer: ada.id)
        useCase.chooseOption(at: 0)

        await useCase.save()

        var beginner = ada
        beginner.skill = .beginner
        roster.verify([.update(beginner, for: User.coach.id)])
    }
}
