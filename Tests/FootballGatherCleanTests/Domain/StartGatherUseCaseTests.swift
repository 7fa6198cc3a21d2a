@testable import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherTestSupport
import Testing

@MainActor
@Suite struct StartGatherUseCaseTests {
    let appState = AppState.signedIn()
    let gathers = MockedGatherLogRepository()
    var useCase: DefaultStartGatherUseCase {
        DefaultStartGatherUseCase(appState: appState, gathers: gathers, now: { .kickOff })
    }

    init() {
        appState.confirmPlayers = AppState.ConfirmPlayers(players: [.named("Ada"), .named("Bruno"), .named("Carla")])
        appState.routing.path = [.players, .confirmPlayers]
    }

    @Test func aPlayerMovesToAnySection() {
        useCase.move(playerAt: 1, in: .bench, to: .teamB)
        useCase.move(playerAt: 0, in: .teamB, to: .teamA)

        #expect(appState.confirmPlayers.lineUp.players(in: .teamA) == [.named("Bruno")])
        #expect(appState.confirmPlayers.lineUp.players(in: .bench).count == 2)
    }

    @Test func bothTeamsNeedAPlayer() async {
        useCase.move(playerAt: 0, in: .bench, to: .teamA)

        await useCase.start()

        gathers.verify([])
        #expect(appState.routing.top == .confirmPlayers)
    }

    @Test func startRecordsTheTeamsAndOpensTheGather() async {
        useCase.move(playerAt: 0, in: .bench, to: .teamA)
        useCase.move(playerAt: 0, in: .bench, to: .teamB)

        await useCase.start()

        let lineUp = [GatherPlayer(player: .named("Ada"), team: .teamA), GatherPlayer(player: .named("Bruno"), team: .teamB)]
        gathers.verify([.start(lineUp, for: User.coach.id, at: .kickOff)])
        #expect(appState.gather?.teamA == [.named("Ada")])
        #expect(appState.gather?.timer == GatherTimer())
        #expect(appState.routing.path == [.players, .confirmPlayers, .gather])
    }

    @Test func aFailingStartKeepsTheLineUp() async {
        gathers.startResponse = .failure(.storage(.startGather))
        useCase.move(playerAt: 0, in: .bench, to: .teamA)
        useCase.move(playerAt: 0, in: .bench, to: .teamB)
        let lineUp = appState.confirmPlayers.lineUp

        await useCase.start()

        #expect(appState.confirmPlayers.errorMessage == "Could not start the gather.")
        #expect(appState.confirmPlayers.lineUp == lineUp)
        #expect(appState.gather == nil)
        #expect(appState.routing.top == .confirmPlayers)
    }
}
