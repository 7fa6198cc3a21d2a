@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import Testing

/// Players scenarios, continued: selection mode and deletion.
extension PlayerListSceneTests {
    @Test("Tap Select → selection mode, nobody ticked (\"0 selected\")")
    func selectStartsSelectionMode() async {
        let scene = given(loaded())

        await scene.controller.execute(.tapSelect).value

        #expect(scene.store.state.domainState.mode == .selection([]))
        #expect(scene.store.viewModel.title == "0 selected")
        #expect(scene.store.viewModel.mode == .selection(isConfirmEnabled: false))
    }

    @Test("Tap Select with no players → still list mode")
    func selectWithoutPlayersDoesNothing() async {
        let scene = given(PlayerListState(userID: Roster.userID))

        await scene.controller.execute(.tapSelect).value

        #expect(scene.store.state.domainState.mode == .list)
        #expect(scene.store.viewModel.mode == .list(isSelectEnabled: false))
    }

    @Test("Select rows in selection mode → they are ticked, again → unticked")
    func selectingRowsTogglesTheirTicks() async {
        let scene = given(loaded(.selection([])))

        await scene.controller.execute(.selectRow(0)).value
        await scene.controller.execute(.selectRow(2)).value
        await scene.controller.execute(.selectRow(0)).value

        #expect(scene.store.state.domainState.mode == .selection([Roster.carla.id]))
        #expect(scene.store.viewModel.rows.map(\.isChecked) == [false, false, true])
        #expect(scene.store.viewModel.title == "1 selected")
        #expect(worker.calls.isEmpty)
    }

    @Test("Two ticked → \"Confirm players\" is enabled; one ticked → it is not")
    func confirmingNeedsTwoPlayers() async {
        let scene = given(loaded(.selection([])))

        await scene.controller.execute(.selectRow(0)).value
        #expect(scene.store.viewModel.mode == .selection(isConfirmEnabled: false))
        await scene.controller.execute(.tapConfirmPlayers).value
        #expect(worker.calls.isEmpty)

        await scene.controller.execute(.selectRow(1)).value
        #expect(scene.store.viewModel.mode == .selection(isConfirmEnabled: true))
        #expect(scene.store.viewModel.title == "2 selected")
    }

    @Test("Confirm players → Confirm players opens with the ticked players, in roster order")
    func confirmingOpensConfirmPlayers() async {
        let scene = given(loaded(.selection([Roster.carla.id, Roster.ada.id])))

        await scene.controller.execute(.tapConfirmPlayers).value

        let expected = ConfirmPlayersState(players: [Roster.ada, Roster.carla], userID: Roster.userID)
        #expect(worker.calls == [.showConfirmPlayers(expected)])
    }

    @Test("Tap Cancel → list mode, the selection forgotten")
    func cancelLeavesSelectionMode() async {
        let scene = given(loaded(.selection([Roster.ada.id])))

        await scene.controller.execute(.tapCancel).value

        #expect(scene.store.state.domainState.mode == .list)
        #expect(scene.store.viewModel.mode == .list(isSelectEnabled: true))
        #expect(scene.store.viewModel.rows.allSatisfy { !$0.isChecked })
    }

    @Test("Swipe a row → \"Delete player\" asks first, nothing deleted yet")
    func deletingAsksFirst() async {
        let scene = given(loaded())

        await scene.controller.execute(.deleteRow(2)).value

        #expect(scene.store.viewModel.alert == .confirmDeletion)
        #expect(scene.store.state.domainState.pendingDeletion == Roster.carla)
        #expect(worker.calls.isEmpty)
    }

    @Test("Swipe a row in selection mode → nothing happens")
    func noDeletingInSelectionMode() async {
        let scene = given(loaded(.selection([])))

        await scene.controller.execute(.deleteRow(0)).value

        #expect(scene.store.viewModel.alert == nil)
    }

    @Test("Answer Cancel → the player stays")
    func cancellingTheDeletionKeepsThePlayer() async {
        let scene = given(loaded())
        await scene.controller.execute(.deleteRow(2)).value

        await scene.controller.execute(.answerDeletion(confirmed: false)).value

        #expect(scene.store.viewModel.alert == nil)
        #expect(scene.store.state.domainState.roster == Roster.players)
        #expect(worker.calls.isEmpty)
    }

    @Test("Answer Yes → the player is deleted and leaves the list")
    func confirmingTheDeletionRemovesThePlayer() async {
        let scene = given(loaded())
        await scene.controller.execute(.deleteRow(2)).value

        await scene.controller.execute(.answerDeletion(confirmed: true)).value

        #expect(worker.calls == [.deletePlayer(id: Roster.carla.id, for: Roster.userID)])
        #expect(scene.store.viewModel.rows.map(\.name) == ["Ada", "Bruno"])
        #expect(!scene.store.viewModel.isLoading)
    }

    @Test("Answer Yes but the deletion fails → \"Could not delete the player.\", the player stays")
    func aFailedDeletionKeepsThePlayer() async {
        worker.log.answer { $0.deletePlayer = .failure(.storage(.deletePlayer)) }
        let scene = given(loaded())
        await scene.controller.execute(.deleteRow(0)).value

        await scene.controller.execute(.answerDeletion(confirmed: true)).value

        #expect(worker.calls.last == .showError("Could not delete the player."))
        #expect(scene.store.state.domainState.roster == Roster.players)
        #expect(scene.store.viewModel.alert == nil)
    }

    @Test("Reload in selection mode → ticks of players gone from the roster are dropped")
    func aReloadKeepsOnlyTicksOfRemainingPlayers() async {
        worker.log.answer { $0.players = .success([Roster.ada, Roster.bruno]) }
        let scene = given(loaded(.selection([Roster.ada.id, Roster.carla.id])))

        await scene.controller.execute(.appear).value

        #expect(scene.store.state.domainState.mode == .selection([Roster.ada.id]))
        #expect(scene.store.viewModel.title == "1 selected")
    }
}
