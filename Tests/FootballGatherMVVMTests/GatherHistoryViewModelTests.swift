import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import Testing

@MainActor
@Suite struct GatherHistoryViewModelTests {
    let world: World

    init() async throws {
        world = try await World()
    }

    private func makeViewModel() -> GatherHistoryViewModel {
        GatherHistoryViewModel(userID: world.userID, repository: world.repositories.gathers)
    }

    @Test func listsEndedGathersNewestFirst() async throws {
        let first = try await world.repositories.seedEndedGather(score: Score(teamA: 1, teamB: 0), for: world.coach)
        let second = try await world.repositories.seedEndedGather(
            score: Score(teamA: 2, teamB: 2), startedAt: .fullTime, endedAt: .fullTime.addingTimeInterval(600), for: world.coach
        )
        let viewModel = makeViewModel()

        await viewModel.loadGathers()

        #expect(viewModel.gathers?.map(\.id) == [second.id, first.id])
    }

    @Test func gathersInProgressAreNotListed() async throws {
        _ = try await world.startGather()
        let viewModel = makeViewModel()

        await viewModel.loadGathers()

        #expect(viewModel.gathers == [])
        #expect(viewModel.errorMessage == nil)
    }

    @Test func failingLoadShowsError() async {
        world.faults.arm("gathers.history", .fail)
        let viewModel = makeViewModel()

        await viewModel.loadGathers()

        #expect(viewModel.errorMessage == "Could not load the gathers.")
        #expect(!viewModel.isLoading)
    }

    @Test func showsLoadingWhileLoading() async throws {
        world.faults.arm("gathers.history", .hold)
        let viewModel = makeViewModel()

        let load = Task { await viewModel.loadGathers() }
        try await world.waitUntilHeld()
        #expect(viewModel.isLoading)

        world.faults.reset()
        await load.value
        #expect(!viewModel.isLoading)
    }
}
