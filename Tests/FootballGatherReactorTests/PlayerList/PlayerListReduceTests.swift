@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Testing

/// `PlayerListReactor.reduce` as a plain function, and the view state it leaves.
@Suite("Players reduce")
struct PlayerListReduceTests {
    private func reduce(from state: PlayerListState = PlayerListState(userID: Roster.userID), _ mutations: PlayerListReactor.Mutation...) -> PlayerListState {
        mutations.reduce(state) { PlayerListReactor.reduce(state: $0, mutation: $1) }
    }

    private var loaded: PlayerListState { reduce(.loadStarted, .rosterLoaded(.success(Roster.players))) }

    @Test func aLoadedRosterShowsItsRowsAndEnablesSelect() {
        let state = loaded

        #expect(state.title == "Players")
        #expect(state.screenMode == .list(isSelectEnabled: true))
        #expect(state.rows.first == PlayerListScreen.Row(playerID: 11, name: "Ada", detail: "Position: MID, Skill: Professional"))
        #expect(!state.showsEmptyMessage && !state.isLoading)
    }

    @Test func aSavedEditTakesThePlayersPlaceInTheRoster() {
        var renamed = Roster.players[0]
        renamed.name = "Zed"

        let state = reduce(from: loaded, .replacePlayer(renamed))

        #expect(state.rows.map(\.name) == ["Zed"] + Roster.players.dropFirst().map(\.name))
        #expect(reduce(from: loaded, .replacePlayer(Player(id: 999, name: "Nobody"))) == loaded)
    }

    @Test func unsetAttributesReadAsADash() {
        let state = reduce(.rosterLoaded(.success([Roster.dani])))

        #expect(state.rows.map(\.detail) == ["Position: -, Skill: -"])
    }

    @Test func theEmptyMessageShowsOnlyOnceALoadHasFinishedEmpty() {
        let fresh = PlayerListState(userID: Roster.userID)
        #expect(!fresh.showsEmptyMessage)

        let loading = reduce(.rosterLoaded(.success([])), .loadStarted)
        #expect(!loading.showsEmptyMessage)

        let empty = reduce(from: loading, .rosterLoaded(.success([])))
        #expect(empty.showsEmptyMessage)
        #expect(empty.screenMode == .list(isSelectEnabled: false))
    }

    @Test func aFailedLoadKeepsTheRowsAndFiresTheError() {
        let state = reduce(from: loaded, .loadStarted, .rosterLoaded(.failure(.storage(.loadPlayers))))

        #expect(state.domainState.roster == Roster.players)
        #expect(state.errorMessage == "Could not load the players.")
        #expect(state.$errorMessage.valueUpdatedCount == 1)
    }

    @Test func selectionCountsTicksAndEnablesConfirmFromTwo() {
        let one = reduce(from: loaded, .startSelection, .toggle(playerID: 11))
        #expect(one.title == "1 selected")
        #expect(one.screenMode == .selection(isConfirmEnabled: false))

        let two = reduce(from: one, .toggle(playerID: 13))
        #expect(two.screenMode == .selection(isConfirmEnabled: true))
        #expect(two.rows.map(\.isChecked) == [true, false, true])

        let untoggled = reduce(from: two, .toggle(playerID: 11))
        #expect(untoggled.title == "1 selected")
    }

    @Test func selectionNeedsARoster() {
        #expect(reduce(.startSelection).domainState.mode == .list)
        #expect(reduce(from: loaded, .startSelection).title == "0 selected")
    }

    @Test func aReloadKeepsOnlyTicksOfPlayersStillThere() {
        let ticked = reduce(from: loaded, .startSelection, .toggle(playerID: 11), .toggle(playerID: 13))

        let state = reduce(from: ticked, .rosterLoaded(.success([Roster.ada, Roster.bruno])))

        #expect(state.domainState.mode == .selection([11]))
    }

    @Test func theDeletionQuestionIsStateUntilAnswered() {
        let asking = reduce(from: loaded, .askDeletion(Roster.carla))
        #expect(asking.alert == .confirmDeletion)

        #expect(reduce(from: asking, .cancelDeletion).alert == nil)
        let deleting = reduce(from: asking, .deletionStarted)
        #expect(deleting.alert == nil && deleting.isLoading)
    }

    @Test func aFinishedDeletionRemovesThePlayerAFailedOneKeepsEveryone() {
        let deleting = reduce(from: loaded, .askDeletion(Roster.carla), .deletionStarted)

        #expect(reduce(from: deleting, .deletionFinished(Roster.carla, .success(()))).domainState.roster == [Roster.ada, Roster.bruno])
        let failed = reduce(from: deleting, .deletionFinished(Roster.carla, .failure(.storage(.deletePlayer))))
        #expect(failed.domainState.roster == Roster.players)
        #expect(failed.errorMessage == "Could not delete the player.")
        #expect(!failed.isLoading)
    }

    @Test func aRouteFiresOncePerNavigation() {
        let state = reduce(.navigate(.backToPlayers), .cancelSelection)

        #expect(state.route == .backToPlayers)
        #expect(state.$route.valueUpdatedCount == 1)
        #expect(reduce(from: state, .navigate(.backToPlayers)).$route.valueUpdatedCount == 2)
    }
}
