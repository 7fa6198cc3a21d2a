@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport
import Testing

/// `PlayerListReactor.send` with a Worker spy: states, routes and errors per action.
@MainActor @Suite("Players reactor")
struct PlayerListReactorTests {
    let worker = PlayerListWorkerSpy()
    let reactor: PlayerListReactor

    init() {
        reactor = PlayerListReactor(initialState: PlayerListState(userID: Roster.userID), worker: worker)
    }

    private func send(_ actions: PlayerListReactor.Action...) async {
        for action in actions { await reactor.send(action).value }
    }

    @Test func appearingLoadsTheRosterShowingLoadingMeanwhile() async {
        var loadingDuringCall: Bool?
        worker.probe = { [reactor] in loadingDuringCall = reactor.state.isLoading }

        await send(.appear)

        #expect(loadingDuringCall == true)
        #expect(reactor.state.domainState.roster == Roster.players)
        #expect(worker.calls == [.players(of: Roster.userID)])
    }

    @Test func aFailedReloadShowsTheErrorAndKeepsTheRows() async {
        await send(.appear)
        worker.listFailure = .storage(.loadPlayers)

        await send(.appear)

        #expect(reactor.state.errorMessage == "Could not load the players.")
        #expect(reactor.state.rows.count == 3)
    }

    @Test func selectingARowInListModeOpensThePlayersDetails() async {
        await send(.appear, .selectRow(1))

        #expect(reactor.state.route == .playerDetails(PlayerDetailsState(player: Roster.bruno, userID: Roster.userID)))
    }

    @Test func selectingARowPastTheRosterDoesNothing() async {
        await send(.appear, .selectRow(3))

        #expect(reactor.state.$route.valueUpdatedCount == 0)
    }

    @Test func selectingRowsInSelectionModeTicksThem() async {
        await send(.appear, .tapSelect, .selectRow(0), .selectRow(2), .selectRow(0))

        #expect(reactor.state.domainState.mode == .selection([Roster.carla.id]))
        #expect(reactor.state.$route.valueUpdatedCount == 0)
    }

    @Test func confirmingOnePlayerOpensNothingTwoOpenConfirmPlayersInRosterOrder() async {
        await send(.appear, .tapSelect, .selectRow(2), .tapConfirmPlayers)
        #expect(reactor.state.route == nil)

        await send(.selectRow(0), .tapConfirmPlayers)
        #expect(reactor.state.route == .confirmPlayers(ConfirmPlayersState(players: [Roster.ada, Roster.carla], userID: Roster.userID)))
    }

    @Test func cancelForgetsTheSelection() async {
        await send(.appear, .tapSelect, .selectRow(0), .tapCancel)

        #expect(reactor.state.domainState.mode == .list)
        #expect(reactor.state.title == "Players")
    }

    @Test func swipingInSelectionModeAsksNothing() async {
        await send(.appear, .tapSelect, .deleteRow(0))

        #expect(reactor.state.alert == nil)
    }

    @Test func answeringCancelKeepsThePlayerWithoutACall() async {
        await send(.appear, .deleteRow(2), .answerDeletion(confirmed: false))

        #expect(reactor.state.alert == nil)
        #expect(worker.calls == [.players(of: Roster.userID)])
    }

    @Test func answeringYesDeletesThePlayer() async {
        var loadingDuringCall: Bool?
        await send(.appear, .deleteRow(2))
        worker.probe = { [reactor] in loadingDuringCall = reactor.state.isLoading }

        await send(.answerDeletion(confirmed: true))

        #expect(worker.calls.last == .deletePlayer(id: Roster.carla.id, for: Roster.userID))
        #expect(loadingDuringCall == true)
        #expect(reactor.state.domainState.roster == [Roster.ada, Roster.bruno])
    }

    @Test func aFailedDeletionShowsTheErrorAndKeepsEveryone() async {
        worker.deleteFailure = .storage(.deletePlayer)

        await send(.appear, .deleteRow(2), .answerDeletion(confirmed: true))

        #expect(reactor.state.errorMessage == "Could not delete the player.")
        #expect(reactor.state.domainState.roster == Roster.players)
        #expect(reactor.state.alert == nil)
    }

    @Test func yesWithoutTheQuestionDeletesNothing() async {
        await send(.appear, .answerDeletion(confirmed: true))

        #expect(worker.calls == [.players(of: Roster.userID)])
    }

    @Test func addPlayerAndHistoryOpenWithTheUser() async {
        await send(.tapAddPlayer)
        #expect(reactor.state.route == .addPlayer(AddPlayerState(userID: Roster.userID)))

        await send(.tapHistory)
        #expect(reactor.state.route == .history(GatherHistoryState(userID: Roster.userID)))
        #expect(reactor.state.$route.valueUpdatedCount == 2)
    }

    @Test func logoutTellsTheParent() async {
        await send(.tapLogout)

        #expect(worker.calls == [.didLogOut])
    }

    @Test func aPlayerAddedNavigatesNowhereAsAddPlayerClosesItself() async {
        await reactor.addPlayerDidAdd(Roster.dani)

        #expect(reactor.state.$route.valueUpdatedCount == 0)
    }

    @Test func theGatherStartedHereEndingReturnsToPlayersInListMode() async {
        await send(.appear, .tapSelect, .selectRow(0), .selectRow(1))

        await reactor.confirmPlayersDidEndGather()

        #expect(reactor.state.domainState.mode == .list)
        #expect(reactor.state.route == .backToPlayers)
    }
}
