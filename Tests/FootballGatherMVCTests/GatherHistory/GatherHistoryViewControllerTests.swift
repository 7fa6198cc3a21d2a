@testable import FootballGatherMVC
import Foundation
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

/// History against real SQLite: the ended gathers, newest first, dated in the app's time zone.
@MainActor @Suite struct GatherHistoryViewControllerTests {
    let world: Backend

    init() async throws {
        world = try await Backend.seeded()
    }

    private func stage(timeZone: TimeZone = TimeZone(secondsFromGMT: 0)!) async -> Stage {
        let world = world
        let stage = Stage(faults: world.faults) { _ in
            [GatherHistoryViewController(userID: world.userID, repository: world.repositories.gathers, timeZone: timeZone)]
        }
        await stage.show()
        return stage
    }

    @Test func withNoEndedGatherItSaysSo() async {
        let stage = await stage()

        #expect(stage.screen == GatherHistoryScreen.make(rows: [], showsEmptyMessage: true))
    }

    @Test func aGatherStillInProgressDoesNotShow() async throws {
        _ = try await world.gather(teamA: ["Ada", "Bruno"], teamB: ["Carla"])

        let stage = await stage()

        #expect(stage.screen.emptyMessage == "There aren't any ended gathers for your user.")
    }

    @Test func rowsShowDateScoreAndWinnerNewestFirst() async throws {
        let first = try await world.repositories.seedEndedGather(score: Score(teamA: 2, teamB: 1), for: world.coach)
        let second = try await world.repositories.seedEndedGather(
            score: Score(teamA: 0, teamB: 0),
            startedAt: Date.kickOff.addingTimeInterval(86_400 + 5_400),
            endedAt: Date.fullTime.addingTimeInterval(86_400 + 5_400),
            for: world.coach
        )

        let stage = await stage()

        #expect(stage.screen == GatherHistoryScreen.make(rows: [
            .init(gatherID: second.id, title: "2025-03-15 20:00 — Team A 0 : 0 Team B", detail: "Winner: None"),
            .init(gatherID: first.id, title: "2025-03-14 18:30 — Team A 2 : 1 Team B", detail: "Winner: Team A"),
        ], showsEmptyMessage: false))
    }

    @Test func datesShowInTheAppsTimeZone() async throws {
        try await world.repositories.seedEndedGather(score: Score(teamA: 1, teamB: 3), for: world.coach)

        let stage = await stage(timeZone: TimeZone(secondsFromGMT: -5 * 3_600)!)

        #expect(stage.rowTitles == ["2025-03-14 13:30 — Team A 1 : 3 Team B"])
        #expect(stage.screen.indexedRows.map(\.row.detail) == ["Winner: Team B"])
    }

    @Test func aGatherOutlivesThePlayersWhoPlayedIt() async throws {
        try await world.repositories.seedEndedGather(score: Score(teamA: 1, teamB: 0), for: world.coach)
        for player in world.coach.players {
            try await world.repositories.players.deletePlayer(id: player.id, for: world.userID)
        }

        let stage = await stage()

        #expect(stage.rowTitles == ["2025-03-14 18:30 — Team A 1 : 0 Team B"])
    }

    @Test func noEmptyMessageWhileLoading() async throws {
        world.faults.arm("gathers.history", .hold)

        let stage = await stage()

        #expect(stage.screen == GatherHistoryScreen.make(rows: [], showsEmptyMessage: false, isLoading: true))
        world.faults.reset()
        await stage.settle()
        #expect(stage.screen.emptyMessage != nil)
    }

    @Test func aFailedLoadShowsTheErrorAndClaimsNothing() async {
        world.faults.arm("gathers.history", .fail)

        let stage = await stage()

        #expect(stage.screen.alert == .error("Could not load the gathers."))
        await stage.run("alert OK")
        #expect(stage.screen == GatherHistoryScreen.make(rows: [], showsEmptyMessage: false))
    }
}
