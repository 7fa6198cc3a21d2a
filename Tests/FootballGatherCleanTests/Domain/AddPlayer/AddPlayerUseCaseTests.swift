@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor @Suite struct AddPlayerUseCaseTests {
    let appState = AppState.signedIn()
    let roster = RosterRepositoryMock()

    var useCase: DefaultAddPlayerUseCase { DefaultAddPlayerUseCase(appState: appState, roster: roster) }

    @Test func openOpensAddPlayer() {
        useCase.open()

        #expect(appState.routing.path == [.players, .addPlayer])
    }

    @Test func savesTheNameAndGoesBack() async throws {
        roster.addResponse = .success(Player(id: 6, name: "Fay"))
        useCase.open()

        try await useCase.save(name: "Fay")

        roster.verify([.add(PlayerDraft(name: "Fay"), for: User.coach.id)])
        #expect(appState.routing.path == [.players])
    }

    @Test func aBlankNameSavesNothing() async throws {
        useCase.open()

        try await useCase.save(name: "   ")

        roster.verify([])
        #expect(appState.routing.top == .addPlayer)
    }

    @Test func aFailingSaveThrowsAndStays() async {
        useCase.open()

        await #expect(throws: FootballGatherError.storage(.addPlayer)) { try await useCase.save(name: "Fay") }

        #expect(appState.routing.top == .addPlayer)
    }

    @Test func aPlayerAddedAfterTheUserLeftClosesNothing() async throws {
        roster.addResponse = .success(Player(id: 6, name: "Fay"))
        useCase.open()
        appState.routing.goBack(to: [.players])
        appState.routing.push(.history)

        try await useCase.save(name: "Fay")

        roster.verify([.add(PlayerDraft(name: "Fay"), for: User.coach.id)])
        #expect(appState.routing.path == [.players, .history])
    }

    @Test func aPlayerAddedAfterTheUserOpenedAddPlayerAgainLeavesTheNewOneOpen() async throws {
        roster.addResponse = .success(Player(id: 6, name: "Fay"))
        useCase.open()
        roster.duringCall = { [appState] in
            appState.routing.goBack(to: [.players])
            appState.routing.push(.addPlayer)
        }

        try await useCase.save(name: "Fay")

        #expect(appState.routing.path == [.players, .addPlayer])
    }
}
