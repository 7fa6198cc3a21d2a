@testable import FootballGatherCleanDI
@testable import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

/// Confirm players and History, as routing shows them.
@MainActor
@Suite struct GatherScreensTests {
    let app = MockedApp(.signedIn())

    @Test func confirmPlayersStartsEveryoneOnTheBench() async {
        app.appState.confirmPlayers = AppState.ConfirmPlayers(players: [.named("Ada"), .named("Bruno")])
        await app.show(.confirmPlayers)

        #expect(app.screen.sections.map(\.title) == ["Bench", "Team A", "Team B"])
        #expect(app.screen.sections.map(\.rows.count) == [2, 0, 0])
        #expect(app.screen.buttons.first?.isEnabled == false)
    }

    @Test func movingPlayersIntoBothTeamsLetsTheGatherStart() async {
        app.appState.confirmPlayers = AppState.ConfirmPlayers(players: [.named("Ada"), .named("Bruno")])
        app.appState.routing.path = [.players, .confirmPlayers]
        await app.show(.confirmPlayers)

        await app.send(.move(RowPath(section: 0, row: 0), toSection: 1))
        await app.send(.move(RowPath(section: 0, row: 0), toSection: 2))
        await app.send(.tap(ConfirmPlayersScreen.ID.startGather))

        #expect(app.gathers.actions.count == 1)
        #expect(app.appState.routing.top == .gather)
    }

    @Test func aFailingStartShowsItsError() async {
        app.gathers.startResponse = .failure(.storage(.startGather))
        app.appState.confirmPlayers = AppState.ConfirmPlayers(players: [.named("Ada"), .named("Bruno")])
        await app.show(.confirmPlayers)
        await app.send(.move(RowPath(section: 0, row: 0), toSection: 1))
        await app.send(.move(RowPath(section: 0, row: 0), toSection: 2))

        await app.send(.tap(ConfirmPlayersScreen.ID.startGather))
        #expect(app.screen.alert == .error("Could not start the gather."))

        await app.send(.alert("OK"))
        #expect(app.screen.sections.map(\.rows.count) == [0, 1, 1])
    }

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

    @Test func confirmPlayersRowsShowThePositionAcronym() async {
        app.appState.confirmPlayers = AppState.ConfirmPlayers(players: [.named("Ada"), Player(id: 9, name: "Zoe")])

        await app.show(.confirmPlayers)

        #expect(app.screen.sections.first?.rows.map(\.detail) == ["MID", "-"])
    }
}
