@testable import FootballGatherCleanDI
@testable import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

/// Confirm players as routing shows it.
@MainActor @Suite struct ConfirmPlayersViewTests {
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
        await app.send(.tap(ConfirmPlayersScreen.Button.startGather))

        #expect(app.gathers.actions.count == 1)
        #expect(app.appState.routing.top == .gather)
    }

    @Test func aFailingStartShowsItsError() async {
        app.gathers.startResponse = .failure(.storage(.startGather))
        app.appState.confirmPlayers = AppState.ConfirmPlayers(players: [.named("Ada"), .named("Bruno")])
        await app.show(.confirmPlayers)
        await app.send(.move(RowPath(section: 0, row: 0), toSection: 1))
        await app.send(.move(RowPath(section: 0, row: 0), toSection: 2))

        await app.send(.tap(ConfirmPlayersScreen.Button.startGather))
        #expect(app.screen.alert == .error("Could not start the gather."))

        await app.send(.alert("OK"))
        #expect(app.screen.sections.map(\.rows.count) == [0, 1, 1])
    }

    @Test func confirmPlayersRowsShowThePositionAcronym() async {
        app.appState.confirmPlayers = AppState.ConfirmPlayers(players: [.named("Ada"), Player(id: 9, name: "Zoe")])

        await app.show(.confirmPlayers)

        #expect(app.screen.sections.first?.rows.map(\.detail) == ["MID", "-"])
    }
}
