@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor
@Suite struct AddPlayerUseCaseTests {
    let appState = AppState.signedIn()
    let roster = MockedRosterRepository()
    var useCase: DefaultAddPlayerUseCase { DefaultAddPlayerUseCase(appState: appState, roster: roster) }

    @Test func opensAnEmptyForm() {
        appState.addPlayer.name = "left over"

        useCase.begin()

        #expect(appState.addPlayer == AppState.AddPlayer())
        #expect(appState.routing.path == [.players, .addPlayer])
    }

    @Test func doneAddsThePlayerAndGoesBack() async {
        useCase.begin()
        appState.addPlayer.name = "Fay"
        roster.addResponse = .success(Player(id: 6, name: "Fay"))

        await useCase.save()

        roster.verify([.add(PlayerDraft(name: "Fay"), for: User.coach.id)])
        #expect(appState.routing.path == [.players])
    }

    @Test func aBlankNameAddsNothing() async {
        useCase.begin()
        appState.addPlayer.name = "   "

        await useCase.save()

        roster.verify([])
        #expect(appState.routing.top == .addPlayer)
    }

    @Test func aFailingSaveKeepsTheName() async {
        useCase.begin()
        appState.addPlayer.name = "Fay"

        await useCase.save()

        #expect(appState.addPlayer.errorMessage == "Could not add the player.")
        #expect(appState.addPlayer.name == "Fay")
        #expect(appState.routing.top == .addPlayer)
    }
}
