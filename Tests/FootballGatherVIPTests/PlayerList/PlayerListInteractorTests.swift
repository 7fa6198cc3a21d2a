import FootballGatherModel
@testable import FootballGatherVIP
import TestSupport
import Testing

/// Players' business with a Presenter spy and a Worker spy, as the templates test an
/// Interactor: what it asks the Worker, and what it answers its Presenter.
@MainActor @Suite struct PlayerListInteractorTests {
    static let userID: Int64 = 7
    let presenter = PlayerListPresenterSpy()
    let worker = PlayerListWorkerSpy()
    let interactor: PlayerListInteractor

    init() {
        interactor = PlayerListInteractor(presenter: presenter, worker: worker)
        interactor.userID = Self.userID
    }

    private var names: [String]? { presenter.last?.players.map(\.name) }

    private func fetch() async {
        await interactor.fetchPlayers(request: PlayerList.FetchPlayers.Request())
    }

    private func startSelection() {
        interactor.startSelection(request: PlayerList.StartSelection.Request())
    }

    private func tick(_ indices: Int...) {
        for index in indices { interactor.tickPlayer(request: PlayerList.TickPlayer.Request(index: index)) }
    }

    private func confirmDeletion() async {
        await interactor.confirmDeletion(request: PlayerList.ConfirmDeletion.Request())
    }

    @Test func aFetchAsksForTheUsersRosterAndPresentsLoadingThenIt() async {
        await fetch()

        #expect(worker.calls == [.fetchPlayers(userID: Self.userID)])
        #expect(presenter.rosters.map(\.isLoading) == [true, false])
        #expect(presenter.rosters.map(\.hasLoaded) == [false, true])
        #expect(names == ["Ada", "Bruno", "Carla", "Dani", "Eli"])
        #expect(presenter.last?.mode == .list)
        #expect(interactor.players == SamplePlayers.roster)
    }

    @Test func aSceneNobodyHandedAUserDoesNothing() async {
        interactor.userID = nil

        await fetch()

        #expect(presenter.rosters.isEmpty)
        #expect(worker.calls.isEmpty)
    }

    @Test func aFailedLoadKeepsTheRosterAndPresentsTheFailure() async {
        await fetch()
        worker.players = .failure(.storage(.loadPlayers))

        await fetch()

        #expect(names?.count == 5)
        #expect(presenter.last?.isLoading == false)
        #expect(presenter.last?.error == .storage(.loadPlayers))
        #expect(presenter.errors == [.storage(.loadPlayers)])
    }

    @Test func selectionNeedsSomeoneOnTheRoster() async {
        startSelection()
        #expect(presenter.rosters.isEmpty)

        await fetch()
        startSelection()
        #expect(presenter.last?.mode == .selection([]))
    }

    @Test func rowsTickAndUntickInSelectionMode() async {
        await fetch()
        startSelection()

        tick(0, 2, 0)

        #expect(presenter.last?.mode == .selection([SamplePlayers.named("Carla").id]))
        #expect(interactor.selectedPlayers == [SamplePlayers.named("Carla")])
    }

    @Test func noTickingInListMode() async {
        await fetch()
        let presented = presenter.rosters.count

        tick(1)

        #expect(presenter.rosters.count == presented)
        #expect(interactor.selectedPlayers.isEmpty)
    }

    @Test func aRowOutsideTheRosterIsIgnored() async {
        await fetch()
        startSelection()
        let presented = presenter.rosters.count

        tick(9)
        interactor.cancelSelection(request: PlayerList.CancelSelection.Request())
        interactor.requestDeletion(request: PlayerList.RequestDeletion.Request(index: -1))

        #expect(presenter.rosters.count == presented + 1)
        #expect(presenter.last?.pendingDeletion == nil)
    }

    @Test func cancelForgetsTheSelection() async {
        await fetch()
        startSelection()
        tick(0, 1)

        interactor.cancelSelection(request: PlayerList.CancelSelection.Request())

        #expect(presenter.last?.mode == .list)
        #expect(interactor.selectedPlayers.isEmpty)
    }

    @Test func theTickedPlayersAreHandedOnInRosterOrder() async {
        await fetch()
        startSelection()

        tick(3, 1)

        #expect(interactor.selectedPlayers == [SamplePlayers.named("Bruno"), SamplePlayers.named("Dani")])
    }

    @Test func deletingAsksFirstThenHasTheWorkerDelete() async {
        await fetch()

        interactor.requestDeletion(request: PlayerList.RequestDeletion.Request(index: 0))
        #expect(presenter.last?.pendingDeletion?.name == "Ada")

        await confirmDeletion()

        #expect(worker.calls.last == .deletePlayer(SamplePlayers.named("Ada"), userID: Self.userID))
        #expect(presenter.last?.pendingDeletion == nil)
        #expect(names == ["Bruno", "Carla", "Dani", "Eli"])
    }

    /// A delete still saving when the user starts picking lands with them ticked: the
    /// selection handed to the Presenter loses the player too.
    @Test func aDeleteThatLandsWhileTheUserPicksTakesItsTickAway() async throws {
        await fetch()
        worker.holds.arm("deletePlayer", .hold)
        interactor.requestDeletion(request: PlayerList.RequestDeletion.Request(index: 0))
        let deletion = Task { await confirmDeletion() }
        try await worker.holds.waitUntilHeld()
        startSelection()
        tick(0, 1)

        worker.holds.reset()
        await deletion.value

        #expect(names == ["Bruno", "Carla", "Dani", "Eli"])
        #expect(presenter.last?.mode == .selection([SamplePlayers.named("Bruno").id]))
    }

    @Test func cancellingTheDeletionKeepsThePlayer() async {
        await fetch()
        interactor.requestDeletion(request: PlayerList.RequestDeletion.Request(index: 0))

        interactor.cancelDeletion(request: PlayerList.CancelDeletion.Request())
        await confirmDeletion()

        #expect(presenter.last?.pendingDeletion == nil)
        #expect(worker.calls.count == 1)
    }

    @Test func noDeletingInSelectionMode() async {
        await fetch()
        startSelection()

        interactor.requestDeletion(request: PlayerList.RequestDeletion.Request(index: 0))

        #expect(presenter.last?.pendingDeletion == nil)
    }

    @Test func aFailedDeletionKeepsThePlayerAndPresentsTheFailure() async {
        await fetch()
        worker.deleteResult = .failure(.storage(.deletePlayer))
        interactor.requestDeletion(request: PlayerList.RequestDeletion.Request(index: 0))

        await confirmDeletion()

        #expect(names?.first == "Ada")
        #expect(presenter.last?.isLoading == false)
        #expect(presenter.errors == [.storage(.deletePlayer)])
    }

    @Test func aReloadKeepsOnlyTheTickedPlayersStillThere() async {
        await fetch()
        startSelection()
        tick(0, 1)
        worker.players = .success(Array(SamplePlayers.roster.dropFirst()))

        await fetch()

        #expect(presenter.last?.mode == .selection([SamplePlayers.named("Bruno").id]))
    }

    @Test func aSavedEditReplacesItsRow() async {
        await fetch()
        var ada = SamplePlayers.named("Ada")
        ada.name = "Adele"

        interactor.playerDetailsDidUpdate(ada)

        #expect(names == ["Adele", "Bruno", "Carla", "Dani", "Eli"])
    }

    @Test func theEndOfAGatherIsBackToListMode() async {
        await fetch()
        startSelection()
        tick(0, 1)

        interactor.confirmPlayersDidEndGather()

        #expect(presenter.last?.mode == .list)
    }
}
