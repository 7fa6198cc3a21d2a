import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import Testing

@MainActor @Suite struct ConfirmPlayersViewModelTests {
    let world: Backend
    let started = ClosureSpy<Gather>()

    init() async throws {
        world = try await Backend.seeded()
    }

    /// The coach's `names` selected (Ada, Bruno and Carla by default), all on the bench.
    func makeViewModel(_ names: [String] = ["Ada", "Bruno", "Carla"]) throws -> ConfirmPlayersViewModel {
        ConfirmPlayersViewModel(
            players: try names.map(world.player),
            userID: world.userID,
            repository: world.repositories.gathers,
            now: { .kickOff },
            onStarted: started.record
        )
    }

    @Test func everyoneStartsOnTheBench() throws {
        let viewModel = try makeViewModel()

        #expect(viewModel.lineUp.players(in: .bench).map(\.name) == ["Ada", "Bruno", "Carla"])
        #expect(viewModel.lineUp.players(in: .teamA).isEmpty)
        #expect(!viewModel.canStartGather)
    }

    @Test func movingAPlayerPutsThemInThatSection() throws {
        let viewModel = try makeViewModel()

        viewModel.movePlayer(at: 1, in: .bench, to: .teamB)

        #expect(viewModel.lineUp.players(in: .teamB).map(\.name) == ["Bruno"])
        #expect(viewModel.lineUp.players(in: .bench).map(\.name) == ["Ada", "Carla"])
    }

    @Test func aPlayerCanGoBackToTheBench() throws {
        let viewModel = try makeViewModel()
        viewModel.movePlayer(at: 0, in: .bench, to: .teamA)

        viewModel.movePlayer(at: 0, in: .teamA, to: .bench)

        #expect(viewModel.lineUp.players(in: .bench).count == 3)
    }

    @Test func startingNeedsSomeoneInBothTeams() async throws {
        let viewModel = try makeViewModel()
        viewModel.movePlayer(at: 0, in: .bench, to: .teamA)

        await viewModel.startGather()

        #expect(!viewModel.canStartGather)
        #expect(started.values.isEmpty)

        viewModel.movePlayer(at: 0, in: .bench, to: .teamB)
        #expect(viewModel.canStartGather)
    }

    @Test func startingSavesTheTeamsAndLeavesTheBenchHome() async throws {
        let viewModel = try makeViewModel()
        viewModel.movePlayer(at: 0, in: .bench, to: .teamA)
        viewModel.movePlayer(at: 0, in: .bench, to: .teamB)

        await viewModel.startGather()

        let gather = try #require(started.values.first)
        #expect(gather.players(of: .teamA).map(\.name) == ["Ada"])
        #expect(gather.players(of: .teamB).map(\.name) == ["Bruno"])
        #expect(gather.createdAt == .kickOff)
        #expect(gather.endedAt == nil)
    }

    @Test func failingStartShowsErrorAndKeepsTheLineUp() async throws {
        world.faults.arm("gathers.start", .fail)
        let viewModel = try makeViewModel()
        viewModel.movePlayer(at: 0, in: .bench, to: .teamA)
        viewModel.movePlayer(at: 0, in: .bench, to: .teamB)
        let lineUp = viewModel.lineUp

        await viewModel.startGather()

        #expect(viewModel.errorMessage == "Could not start the gather.")
        #expect(viewModel.lineUp == lineUp)
        #expect(started.values.isEmpty)
        #expect(!viewModel.isStarting)
    }
}
