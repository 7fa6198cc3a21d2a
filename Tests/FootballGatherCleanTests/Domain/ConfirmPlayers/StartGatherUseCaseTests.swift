@testable import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherTestSupport
import Testing

@MainActor @Suite struct StartGatherUseCaseTests {
    let appState = AppState.signedIn()
    let gathers = GatherLogRepositoryMock()
    var useCase: DefaultStartGatherUseCase {
        DefaultStartGatherUseCase(appState: appState, gathers: gathers, now: { .kickOff })
    }

    init() {
        appState.confirmPlayers = AppState.ConfirmPlayers(players: [.named("Ada"), .named("Bruno"), .named("Carla")])
        appState.routing.path = [.players, .confirmPlayers]
    }

    @Test func aPlayerMovesToAnySection() {
        useCase.move(playerID: Player.named("Bruno").id, to: .teamB)
        useCase.move(playerID: Player.named("Bruno").id, to: .teamA)

        #expect(appState.confirmPlayers.lineUp.players(in: .teamA) == [.named("Bruno")])
        #expect(appState.confirmPlayers.lineUp.players(in: .bench).count == 2)
    }

    @Test func bothTeamsNeedAPlayer() async throws {
        useCase.move(playerID: Player.named("Ada").id, to: .teamA)

        try await useCase.start()

        gathers.verify([])
        #expect(appState.routing.top == .confirmPlayers)
    }

    @Test func startRecordsTheTeamsAndOpensGather() async throws {
        useCase.move(playerID: Player.named("Ada").id, to: .teamA)
        useCase.move(playerID: Player.named("Carla").id, to: .teamB)

        try await useCase.start()

        gathers.verify([.start([
            GatherPlayer(player: .named("Ada"), team: .teamA),
            GatherPlayer(player: .named("Carla"), team: .teamB),
        ], for: User.coach.id, at: .kickOff)])
        #expect(appState.gather?.teamA == [.named("Ada")])
        #expect(appState.gather?.timer == GatherTimer())
        #expect(appState.routing.top == .gather)
    }

    @Test func aFailingStartThrowsAndKeepsTheLineUp() async {
        gathers.startResponse = .failure(.storage(.startGather))
        useCase.move(playerID: Player.named("Ada").id, to: .teamA)
        useCase.move(playerID: Player.named("Carla").id, to: .teamB)

        await #expect(throws: FootballGatherError.storage(.startGather)) { try await useCase.start() }

        #expect(appState.confirmPlayers.lineUp.players(in: .teamB) == [.named("Carla")])
        #expect(appState.gather == nil)
        #expect(appState.routing.top == .confirmPlayers)
    }

    @Test func aGatherStartedAfterTheUserWentBackIsSavedAndOpensNothing() async throws {
        useCase.move(playerID: Player.named("Ada").id, to: .teamA)
        useCase.move(playerID: Player.named("Bruno").id, to: .teamB)
        appState.routing.goBack(to: [.players])

        try await useCase.start()

        #expect(gathers.actions.count == 1)
        #expect(appState.routing.path == [.players])
        #expect(appState.gather == nil)
    }
}
