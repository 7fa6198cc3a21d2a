@testable import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherTestSupport
import Testing

@MainActor @Suite struct ShowHistoryUseCaseTests {
    let appState = AppState.signedIn()
    let gathers = GatherLogRepositoryMock()
    var useCase: DefaultShowHistoryUseCase { DefaultShowHistoryUseCase(appState: appState, gathers: gathers) }

    @Test func openStartsWithNothingLoaded() {
        appState.gatherHistory.gathers = []

        useCase.open()

        #expect(appState.gatherHistory.gathers == nil)
        #expect(appState.routing.top == .history)
    }

    @Test func loadsTheEndedGathersOfTheUser() async throws {
        let ended = Gather(id: 3, createdAt: .kickOff, endedAt: .fullTime, score: .zero, winner: .draw, players: [])
        gathers.endedGathersResponse = .success([ended])

        try await useCase.load()

        #expect(appState.gatherHistory.gathers == [ended])
        gathers.verify([.endedGathers(of: User.coach.id)])
    }

    @Test func aFailureThrowsAndKeepsWhatWasLoaded() async {
        appState.gatherHistory.gathers = []
        gathers.endedGathersResponse = .failure(.storage(.loadGathers))

        await #expect(throws: FootballGatherError.storage(.loadGathers)) { try await useCase.load() }

        #expect(appState.gatherHistory.gathers == [])
        #expect(!appState.gatherHistory.isLoading)
    }
}
