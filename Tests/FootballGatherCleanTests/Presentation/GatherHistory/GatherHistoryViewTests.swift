@testable import FootballGatherCleanDI
@testable import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

/// History as routing shows it.
@MainActor @Suite struct GatherHistoryViewTests {
    let app = MockedApp(.signedIn())

    @Test func historyShowsEndedGathersDatedInTheAppsTimeZone() async {
        let score = Score(teamA: 2, teamB: 1)
        let ended = Gather(id: 3, createdAt: .kickOff, endedAt: .fullTime, score: score, winner: score.winner, players: [])
        app.gathers.endedGathersResponse = .success([ended])

        await app.show(.history)

        #expect(app.screen.title == "History")
        #expect(app.screen.indexedRows.map(\.row.title) == ["2025-03-14 18:30 — Team A 2 : 1 Team B"])
        #expect(app.screen.indexedRows.map(\.row.detail) == ["Winner: Team A"])
    }

    @Test func anEmptyHistorySaysSo() async {
        await app.show(.history)

        #expect(app.screen.emptyMessage == "There aren't any ended gathers for your user.")
    }

    @Test func aFailingHistoryShowsItsErrorUntilAnswered() async {
        app.gathers.endedGathersResponse = .failure(.storage(.loadGathers))
        await app.show(.history)
        #expect(app.screen.alert == .error("Could not load the gathers."))

        await app.send(.alert("OK"))

        #expect(app.screen.alert == nil)
        #expect(app.screen.emptyMessage == nil)
    }

    @Test func aGatherWithoutScoreOrWinnerReadsDashes() async {
        let unscored = Gather(id: 4, createdAt: .kickOff, endedAt: .fullTime, players: [])
        app.gathers.endedGathersResponse = .success([unscored])

        await app.show(.history)

        #expect(app.screen.indexedRows.map(\.row.title) == ["2025-03-14 18:30 — Team A - : - Team B"])
        #expect(app.screen.indexedRows.map(\.row.detail) == ["Winner: -"])
    }
}
