import Foundation
import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import FootballGatherUI
import Testing

@MainActor @Suite struct GatherHistoryViewModelTests {
    let world: Backend

    init() async throws {
        world = try await Backend.seeded()
    }

    private func makeViewModel(timeZone: TimeZone = TimeZone(secondsFromGMT: 0)!) -> GatherHistoryViewModel {
        GatherHistoryViewModel(userID: world.userID, repository: world.repositories.gathers, timeZone: timeZone)
    }

    @Test func listsEndedGathersNewestFirst() async throws {
        let first = try await world.repositories.seedEndedGather(score: Score(teamA: 1, teamB: 0), for: world.coach)
        let second = try await world.repositories.seedEndedGather(
            score: Score(teamA: 2, teamB: 2), startedAt: .fullTime, endedAt: .fullTime.addingTimeInterval(600), for: world.coach
        )
        let viewModel = makeViewModel()

        await viewModel.loadGathers()

        #expect(viewModel.rows.map(\.gatherID) == [second.id, first.id])
    }

    @Test func gathersInProgressAreNotListed() async throws {
        _ = try await world.gather(teamA: ["Ada", "Bruno"], teamB: ["Carla"])
        let viewModel = makeViewModel()

        await viewModel.loadGathers()

        #expect(viewModel.rows.isEmpty)
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
        try await world.faults.waitUntilHeld()
        #expect(viewModel.isLoading)

        world.faults.reset()
        await load.value
        #expect(!viewModel.isLoading)
    }

    @Test func aRowReadsDateScoreAndWinner() async throws {
        let gather = try await world.repositories.seedEndedGather(score: Score(teamA: 2, teamB: 1), for: world.coach)
        let viewModel = makeViewModel()

        await viewModel.loadGathers()

        #expect(viewModel.rows == [GatherHistoryScreen.Row(
            gatherID: gather.id, title: "2025-03-14 18:30 — Team A 2 : 1 Team B", detail: "Winner: Team A"
        )])
    }

    @Test func aDrawReadsWinnerNone() async throws {
        _ = try await world.repositories.seedEndedGather(score: Score(teamA: 3, teamB: 3), for: world.coach)
        let viewModel = makeViewModel()

        await viewModel.loadGathers()

        #expect(viewModel.rows.map(\.detail) == ["Winner: None"])
    }

    @Test func datesReadInTheAppsTimeZone() async throws {
        // 23:10 UTC on 31 December is already the next year two hours east
        let newYearsEve = try #require(ISO8601DateFormatter().date(from: "2025-12-31T23:10:00Z"))
        _ = try await world.repositories.seedEndedGather(
            score: Score(teamA: 0, teamB: 1), startedAt: newYearsEve, endedAt: newYearsEve.addingTimeInterval(600), for: world.coach
        )
        let viewModel = makeViewModel(timeZone: TimeZone(secondsFromGMT: 2 * 3600)!)

        await viewModel.loadGathers()

        #expect(viewModel.rows.map(\.title) == ["2026-01-01 01:10 — Team A 0 : 1 Team B"])
    }

    @Test func theEmptyMessageShowsOnlyOnceAnEmptyHistoryHasLoaded() async throws {
        world.faults.arm("gathers.history", .hold)
        let viewModel = makeViewModel()
        #expect(!viewModel.showsEmptyMessage)

        let load = Task { await viewModel.loadGathers() }
        try await world.faults.waitUntilHeld()
        #expect(!viewModel.showsEmptyMessage)

        world.faults.reset()
        await load.value
        #expect(viewModel.showsEmptyMessage)
    }

    @Test func aHistoryWithGathersShowsNoEmptyMessage() async throws {
        _ = try await world.repositories.seedEndedGather(score: .zero, for: world.coach)
        let viewModel = makeViewModel()

        await viewModel.loadGathers()

        #expect(!viewModel.showsEmptyMessage)
    }
}
