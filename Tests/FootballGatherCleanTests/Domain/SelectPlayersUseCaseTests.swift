@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor
@Suite struct SelectPlayersUseCaseTests {
    let appState = AppState.signedIn()
    var useCase: DefaultSelectPlayersUseCase { DefaultSelectPlayersUseCase(appState: appState) }

    @Test func selectionStartsWithNobodyTicked() {
        useCase.begin()

        #expect(appState.playerList.selection == [])
    }

    @Test func anEmptyRosterCannotBeSelectedFrom() {
        appState.playerList.players = []

        useCase.begin()

        #expect(appState.playerList.selection == nil)
    }

    @Test func selectingARowTicksThenUnticksIt() {
        useCase.begin()

        useCase.toggle(playerAt: 1)
        #expect(appState.playerList.selectedPlayers == [.named("Bruno")])

        useCase.toggle(playerAt: 1)
        #expect(appState.playerList.selectedPlayers.isEmpty)
    }

    @Test func rowsDoNotTickInListMode() {
        useCase.toggle(playerAt: 0)

        #expect(appState.playerList.selection == nil)
    }

    @Test func cancelForgetsTheTicks() {
        useCase.begin()
        useCase.toggle(playerAt: 0)

        useCase.cancel()

        #expect(appState.playerList.selection == nil)
    }

    @Test func confirmingNeedsTwoPlayers() {
        useCase.begin()
        useCase.toggle(playerAt: 0)
        #expect(!appState.playerList.canConfirmSelection)

        useCase.confirm()

        #expect(appState.routing.path == [.players])
    }

    @Test func confirmingOpensConfirmPlayersWithEveryoneOnTheBench() {
        useCase.begin()
        useCase.toggle(playerAt: 2)
        useCase.toggle(playerAt: 0)

        useCase.confirm()

        #expect(appState.routing.path == [.players, .confirmPlayers])
        #expect(appState.confirmPlayers.lineUp.players(in: .bench) == [.named("Ada"), .named("Carla")])
    }
}
