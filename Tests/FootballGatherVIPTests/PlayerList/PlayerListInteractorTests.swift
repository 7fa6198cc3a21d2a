import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIP
import Testing

/// Players' business with a Presenter spy, over its real Worker on SQLite, with faults injected.
@MainActor @Suite struct PlayerListInteractorTests {
    let backend: Backend
    let presenter = PlayerListPresenterSpy()
    let interactor: PlayerListInteractor

    init() async throws {
        backend = try await Backend.seeded()
        interactor = PlayerListInteractor(presenter: presenter, worker: PlayerListWorker(players: backend.repositories.players))
        interactor.userID = backend.userID
    }

    private var names: [String]? { presenter.last?.players.map(\.name) }

    private func fetch() async {
        await interactor.fetchPlayers(request: PlayerList.FetchPlayers.Request())
    }

    private func select(_ indices: Int...) {
        for index in indices { interactor.selectPlayer(request: PlayerList.SelectPlayer.Request(index: index)) }
    }

    @Test func aFetchPresentsLoadingThenTheRoster() async {
        await fetch()

        #expect(presenter.rosters.map(\.isLoading) == [true, false])
        #expect(presenter.rosters.map(\.hasLoaded) == [false, true])
        #expect(names == ["Ada", "Bruno", "Carla", "Dani", "Eli"])
        #expect(presenter.last?.mode == .list)
    }

    @Test func aSceneNobodyHandedAUserDoesNothing() async {
        interactor.userID = nil

        await fetch()

        #expect(presenter.rosters.isEmpty)
    }

    @Test func aFailedLoadKeepsTheRosterAndIsAnError() async {
        await fetch()
        backend.faults.arm("players.list", .fail)

        await fetch()

        #expect(names?.count == 5)
        #expect(presenter.last?.isLoading == false)
        #expect(presenter.errors == [.storage(.loadPlayers)])
    }

    @Test func selectionNeedsSomeoneOnTheRoster() async {
        interactor.startSelection(request: PlayerList.ChangeMode.Request())
        #expect(presenter.rosters.isEmpty)

        await fetch()
        interactor.startSelection(request: PlayerList.ChangeMode.Request())
        #expect(presenter.last?.mode == .selection([]))
    }

    @Test func rowsTickAndUntickInSelectionMode() async throws {
        await fetch()
        interactor.startSelection(request: PlayerList.ChangeMode.Request())

        select(0, 2, 0)

        #expect(presenter.last?.mode == .selection([try backend.player("Carla").id]))
        #expect(presenter.selectedPlayers.isEmpty)
    }

    @Test func aRowInListModeIsThePlayerToOpen() async throws {
        await fetch()

        select(1)

        #expect(presenter.selectedPlayers == [try backend.player("Bruno")])
        #expect(interactor.selectedPlayer == (try backend.player("Bruno")))
    }

    @Test func aRowOutsideTheRosterIsIgnored() async {
        await fetch()
        let presented = presenter.rosters.count

        select(9)
        interactor.requestDeletion(request: PlayerList.RequestDeletion.Request(index: -1))

        #expect(presenter.rosters.count == presented)
        #expect(presenter.selectedPlayers.isEmpty)
    }

    @Test func cancelForgetsTheSelection() async {
        await fetch()
        interactor.startSelection(request: PlayerList.ChangeMode.Request())
        select(0, 1)

        interactor.cancelSelection(request: PlayerList.ChangeMode.Request())

        #expect(presenter.last?.mode == .list)
    }

    @Test func confirmingNeedsTwoPlayersAndPassesThemInRosterOrder() async throws {
        await fetch()
        interactor.startSelection(request: PlayerList.ChangeMode.Request())
        select(3)
        interactor.confirmSelection(request: PlayerList.ConfirmSelection.Request())
        #expect(presenter.confirmedSelections.isEmpty)

        select(1)
        interactor.confirmSelection(request: PlayerList.ConfirmSelection.Request())

        let expected = [try backend.player("Bruno"), try backend.player("Dani")]
        #expect(presenter.confirmedSelections == [expected])
        #expect(interactor.confirmedPlayers == expected)
    }

    @Test func deletingAsksFirstThenDeletes() async throws {
        await fetch()

        interactor.requestDeletion(request: PlayerList.RequestDeletion.Request(index: 0))
        #expect(presenter.last?.pendingDeletion?.name == "Ada")

        await interactor.confirmDeletion(request: PlayerList.DeletePlayer.Request())

        #expect(presenter.last?.pendingDeletion == nil)
        #expect(names == ["Bruno", "Carla", "Dani", "Eli"])
        #expect(try await backend.roster().map(\.name) == ["Bruno", "Carla", "Dani", "Eli"])
    }

    /// A delete still saving when the user starts picking lands with them ticked: the
    /// selection handed to the Presenter loses the player too.
    @Test func aDeleteThatLandsWhileTheUserPicksTakesItsTickAway() async throws {
        await fetch()
        backend.faults.arm("players.delete", .hold)
        interactor.requestDeletion(request: PlayerList.RequestDeletion.Request(index: 0))
        let deletion = Task { await interactor.confirmDeletion(request: PlayerList.DeletePlayer.Request()) }
        try await backend.faults.waitUntilHeld()
        interactor.startSelection(request: PlayerList.ChangeMode.Request())
        select(0, 1)

        backend.faults.reset()
        await deletion.value

        #expect(names == ["Bruno", "Carla", "Dani", "Eli"])
        #expect(presenter.last?.mode == .selection([try backend.player("Bruno").id]))
    }

    @Test func cancellingTheDeletionKeepsThePlayer() async throws {
        await fetch()
        interactor.requestDeletion(request: PlayerList.RequestDeletion.Request(index: 0))

        interactor.cancelDeletion(request: PlayerList.DeletePlayer.Request())
        await interactor.confirmDeletion(request: PlayerList.DeletePlayer.Request())

        #expect(presenter.last?.pendingDeletion == nil)
        #expect(try await backend.roster().count == 5)
    }

    @Test func noDeletingInSelectionMode() async {
        await fetch()
        interactor.startSelection(request: PlayerList.ChangeMode.Request())

        interactor.requestDeletion(request: PlayerList.RequestDeletion.Request(index: 0))

        #expect(presenter.last?.pendingDeletion == nil)
    }

    @Test func aFailedDeletionKeepsThePlayerAndIsAnError() async throws {
        await fetch()
        backend.faults.arm("players.delete", .fail)
        interactor.requestDeletion(request: PlayerList.RequestDeletion.Request(index: 0))

        await interactor.confirmDeletion(request: PlayerList.DeletePlayer.Request())

        #expect(names?.first == "Ada")
        #expect(presenter.errors == [.storage(.deletePlayer)])
        #expect(try await backend.roster().count == 5)
    }

    @Test func aReloadKeepsOnlyTheSelectedPlayersStillThere() async throws {
        await fetch()
        interactor.startSelection(request: PlayerList.ChangeMode.Request())
        select(0, 1)
        try await backend.repositories.players.deletePlayer(id: try backend.player("Ada").id, for: backend.userID)

        await fetch()

        #expect(presenter.last?.mode == .selection([try backend.player("Bruno").id]))
    }

    @Test func aSavedEditReplacesItsRow() async throws {
        await fetch()
        var ada = try backend.player("Ada")
        ada.name = "Adele"

        interactor.playerDetailsDidUpdate(ada)

        #expect(names == ["Adele", "Bruno", "Carla", "Dani", "Eli"])
    }

    @Test func theEndOfAGatherIsBackToListMode() async {
        await fetch()
        interactor.startSelection(request: PlayerList.ChangeMode.Request())
        select(0, 1)

        interactor.confirmPlayersDidEndGather()

        #expect(presenter.last?.mode == .list)
    }
}
