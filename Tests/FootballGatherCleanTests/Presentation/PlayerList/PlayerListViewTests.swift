@testable import FootballGatherCleanDI
@testable import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherUI
import TerminalUI
import Testing

@MainActor @Suite struct PlayerListViewTests {
    let app = MockedApp(.signedIn(roster: nil))

    init() {
        app.roster.playersResponse = .success(Player.roster)
    }

    @Test func appearingLoadsTheRosterIntoRows() async {
        await app.show(.players)

        #expect(app.screen.title == "Players")
        #expect(app.screen.indexedRows.map(\.row.title) == ["Ada", "Bruno", "Carla", "Dani", "Eli"])
        #expect(app.screen.indexedRows.first?.row.detail == "Position: MID, Skill: Professional")
        #expect(app.screen.barButtons.map(\.title) == ["Logout", "History", "Select"])
        app.roster.verify([.players(of: User.coach.id)])
    }

    @Test func anEmptyRosterSaysSoOnceLoaded() async {
        app.roster.playersResponse = .success([])
        #expect(app.container.makeView(for: .players).screen.emptyMessage == nil)

        await app.show(.players)

        #expect(app.screen.emptyMessage == "There aren't any players for your user.")
        #expect(app.screen.barButtons.last?.isEnabled == false)
    }

    @Test func selectionModeTicksRowsAndCountsThem() async {
        await app.show(.players)

        await app.send(.tap(PlayerListScreen.Button.select))
        await app.send(.select(RowPath(section: 0, row: 0)))
        await app.send(.select(RowPath(section: 0, row: 2)))

        #expect(app.screen.title == "2 selected")
        #expect(app.screen.barButtons.map(\.title) == ["Cancel"])
        #expect(app.screen.buttons == [Screen.Button("Confirm players", id: PlayerListScreen.Button.confirmPlayers.id)])
        #expect(app.appState.routing.path == [.players])
    }

    @Test func aRowInListModeOpensItsPlayer() async {
        await app.show(.players)

        await app.send(.select(RowPath(section: 0, row: 1)))

        #expect(app.appState.routing.top == .playerDetails(playerID: Player.named("Bruno").id))
    }

    @Test func theBarAndBottomButtonsOpenTheirScreens() async {
        await app.show(.players)

        await app.send(.tap(PlayerListScreen.Button.addPlayer))
        #expect(app.appState.routing.top == .addPlayer)

        app.appState.routing.path = [.players]
        await app.send(.tap(PlayerListScreen.Button.history))
        #expect(app.appState.routing.top == .history)

        await app.send(.tap(PlayerListScreen.Button.logout))
        #expect(app.appState.routing.path == [.login])
    }

    @Test func swipeAsksThenYesDeletes() async {
        await app.show(.players)

        await app.send(.delete(RowPath(section: 0, row: 0)))
        #expect(app.screen.alert?.title == "Delete player")

        await app.send(.alert("Yes"))
        #expect(app.screen.indexedRows.count == 4)
        app.roster.verify([.players(of: User.coach.id), .remove(playerID: 1, for: User.coach.id)])
    }

    @Test func cancelKeepsThePlayer() async {
        await app.show(.players)

        await app.send(.delete(RowPath(section: 0, row: 0)))
        await app.send(.alert("Cancel"))

        #expect(app.screen.alert == nil)
        #expect(app.screen.indexedRows.count == 5)
    }

    @Test func answeringAnErrorOnlyDismissesIt() async {
        app.roster.playersResponse = .failure(.storage(.loadPlayers))
        await app.show(.players)
        #expect(app.screen.alert == .error("Could not load the players."))

        await app.send(.alert("OK"))

        #expect(app.screen.alert == nil)
        app.roster.verify([.players(of: User.coach.id)])
    }

    @Test func anUnsetPositionOrSkillReadsAsADash() async {
        app.roster.playersResponse = .success([Player(id: 9, name: "Zoe")])

        await app.show(.players)

        #expect(app.screen.indexedRows.first?.row.detail == "Position: -, Skill: -")
    }

    @Test func confirmPlayersNeedsTwoTicks() async {
        await app.show(.players)
        await app.send(.tap(PlayerListScreen.Button.select))

        await app.send(.select(RowPath(section: 0, row: 0)))
        #expect(app.screen.title == "1 selected")
        #expect(app.screen.buttons.first?.isEnabled == false)

        await app.send(.select(RowPath(section: 0, row: 1)))
        await app.send(.tap(PlayerListScreen.Button.confirmPlayers))
        #expect(app.appState.routing.top == .confirmPlayers)
        #expect(app.appState.confirmPlayers.lineUp.players(in: .bench).map(\.name) == ["Ada", "Bruno"])
    }

    @Test func cancelLeavesSelectionModeAndForgetsTheTicks() async {
        await app.show(.players)
        await app.send(.tap(PlayerListScreen.Button.select))
        await app.send(.select(RowPath(section: 0, row: 0)))

        await app.send(.tap(PlayerListScreen.Button.cancel))
        await app.send(.tap(PlayerListScreen.Button.select))

        #expect(app.screen.title == "0 selected")
        #expect(app.screen.indexedRows.allSatisfy { $0.row.accessory == .checkbox(isChecked: false) })
    }

    @Test func anErrorWinsOverTheDeletionQuestion() async {
        await app.show(.players)
        app.roster.removeResponse = .failure(.storage(.deletePlayer))
        await app.send(.delete(RowPath(section: 0, row: 0)))
        await app.send(.alert("Yes"))
        #expect(app.screen.alert == .error("Could not delete the player."))

        await app.send(.delete(RowPath(section: 0, row: 1)))

        #expect(app.screen.alert == .error("Could not delete the player."))
        #expect(app.screen.indexedRows.count == 5)
    }
}
