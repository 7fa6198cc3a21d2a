import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import Testing

@MainActor
@Suite struct PlayerListViewModelTests {
    let world: World
    let coordinator = PlayerListCoordinatorSpy()

    init() async throws {
        world = try await World()
    }

    private func makeLoadedViewModel() async -> PlayerListViewModel {
        let viewModel = PlayerListViewModel(userID: world.userID, repository: world.repositories.players, coordinator: coordinator)
        await viewModel.loadPlayers()
        return viewModel
    }

    @Test func loadsTheRosterSortedByName() async {
        let viewModel = await makeLoadedViewModel()

        #expect(viewModel.players?.map(\.name) == ["Ada", "Bruno", "Carla", "Dani", "Eli"])
        #expect(viewModel.mode == .list)
        #expect(viewModel.canStartSelection)
    }

    @Test func anEmptyRosterCannotBeSelectedFrom() async throws {
        let lonely = try await World(roster: [])
        let viewModel = PlayerListViewModel(userID: lonely.userID, repository: lonely.repositories.players, coordinator: coordinator)
        await viewModel.loadPlayers()

        viewModel.startSelection()

        #expect(viewModel.players == [])
        #expect(!viewModel.canStartSelection)
        #expect(viewModel.mode == .list)
    }

    @Test func aFailedFirstLoadLeavesTheRosterUnknown() async {
        world.faults.arm("players.list", .fail)
        let viewModel = PlayerListViewModel(userID: world.userID, repository: world.repositories.players, coordinator: coordinator)

        await viewModel.loadPlayers()

        #expect(viewModel.errorMessage == "Could not load the players.")
        #expect(viewModel.players == nil)
        #expect(!viewModel.canStartSelection)
    }

    /// An error belongs to the screen whose work failed: a delete that fails after the user
    /// has opened another player stays this view model's error, for Players' View to show
    /// when Players is on top again; the coordinator is asked only for the details.
    @Test func aDeleteThatFailsAfterTheUserMovedOnStaysWithPlayers() async throws {
        let viewModel = await makeLoadedViewModel()
        world.faults.arm("players.delete", .hold)
        viewModel.requestDeletion(at: 2)
        let deletion = Task { await viewModel.confirmDeletion() }
        try await world.waitUntilHeld()
        viewModel.selectPlayer(at: 0)

        // The player goes before the held delete runs, so the delete fails.
        world.faults.disarmAll()
        try await world.repositories.players.deletePlayer(id: try world.player("Carla").id, for: world.userID)
        world.faults.releaseHeld()
        await deletion.value

        #expect(coordinator.routes == [.details(try world.player("Ada"))])
        #expect(viewModel.alert == .error("This player no longer exists."))
    }

    @Test func failingReloadShowsErrorAndKeepsTheRows() async {
        let viewModel = await makeLoadedViewModel()
        world.faults.arm("players.list", .fail)

        await viewModel.loadPlayers()

        #expect(viewModel.errorMessage == "Could not load the players.")
        #expect(viewModel.players?.count == 5)
        #expect(!viewModel.isLoading)
    }

    @Test func showsLoadingWhileLoading() async throws {
        world.faults.arm("players.list", .hold)
        let viewModel = PlayerListViewModel(userID: world.userID, repository: world.repositories.players, coordinator: coordinator)

        let load = Task { await viewModel.loadPlayers() }
        try await world.waitUntilHeld()
        #expect(viewModel.isLoading)

        world.faults.reset()
        await load.value
        #expect(!viewModel.isLoading)
        #expect(viewModel.players?.count == 5)
    }

    @Test func selectingARowInListModeOpensDetails() async throws {
        let viewModel = await makeLoadedViewModel()

        viewModel.selectPlayer(at: 1)

        #expect(coordinator.routes == [.details(try world.player("Bruno"))])
    }

    @Test func selectingRowsInSelectionModeTicksAndUnticksThem() async throws {
        let viewModel = await makeLoadedViewModel()
        viewModel.startSelection()

        viewModel.selectPlayer(at: 0)
        viewModel.selectPlayer(at: 1)
        viewModel.selectPlayer(at: 0)

        #expect(viewModel.mode == .selection([try world.player("Bruno").id]))
        #expect(coordinator.routes.isEmpty)
    }

    @Test func confirmingNeedsAtLeastTwoPlayers() async {
        let viewModel = await makeLoadedViewModel()
        viewModel.startSelection()
        viewModel.selectPlayer(at: 0)

        viewModel.confirmSelection()

        #expect(!viewModel.canConfirmSelection)
        #expect(coordinator.routes.isEmpty)

        viewModel.selectPlayer(at: 1)
        #expect(viewModel.canConfirmSelection)
    }

    @Test func confirmingHandsOverTheSelectedPlayersInRosterOrder() async throws {
        let viewModel = await makeLoadedViewModel()
        viewModel.startSelection()
        viewModel.selectPlayer(at: 2)
        viewModel.selectPlayer(at: 0)

        viewModel.confirmSelection()

        #expect(coordinator.routes == [.confirmPlayers([try world.player("Ada"), try world.player("Carla")])])
    }

    @Test func cancellingSelectionReturnsToListModeAndForgetsTheTicks() async {
        let viewModel = await makeLoadedViewModel()
        viewModel.startSelection()
        viewModel.selectPlayer(at: 0)

        viewModel.cancelSelection()
        viewModel.startSelection()

        #expect(viewModel.mode == .selection([]))
    }

    @Test func reloadingForgetsTicksOfPlayersThatAreGone() async throws {
        let viewModel = await makeLoadedViewModel()
        viewModel.startSelection()
        viewModel.selectPlayer(at: 0)
        viewModel.selectPlayer(at: 1)
        try await world.repositories.players.deletePlayer(id: world.player("Ada").id, for: world.userID)

        await viewModel.loadPlayers()

        #expect(viewModel.mode == .selection([try world.player("Bruno").id]))
    }

    /// A delete still saving when the user starts picking lands with them ticked: the count
    /// loses the player too ("1 selected" under one ticked row, not "2 selected").
    @Test func aDeleteThatLandsWhileTheUserPicksTakesItsTickAway() async throws {
        let viewModel = await makeLoadedViewModel()
        world.faults.arm("players.delete", .hold)
        viewModel.requestDeletion(at: 0)
        let deletion = Task { await viewModel.confirmDeletion() }
        try await world.waitUntilHeld()
        viewModel.startSelection()
        viewModel.selectPlayer(at: 0)
        viewModel.selectPlayer(at: 1)

        world.faults.reset()
        await deletion.value

        #expect(viewModel.mode == .selection([try world.player("Bruno").id]))
        #expect(viewModel.title == "1 selected")
    }

    @Test func deletingAsksForConfirmationFirst() async throws {
        let viewModel = await makeLoadedViewModel()

        viewModel.requestDeletion(at: 0)

        #expect(viewModel.pendingDeletion == (try world.player("Ada")))
        #expect(try await world.storedPlayers().count == 5)
    }

    @Test func confirmingDeletionRemovesThePlayer() async throws {
        let viewModel = await makeLoadedViewModel()
        viewModel.requestDeletion(at: 0)

        await viewModel.confirmDeletion()

        #expect(viewModel.pendingDeletion == nil)
        #expect(viewModel.players?.map(\.name) == ["Bruno", "Carla", "Dani", "Eli"])
        #expect(try await world.storedPlayers().map(\.name) == ["Bruno", "Carla", "Dani", "Eli"])
    }

    @Test func cancellingDeletionKeepsThePlayer() async throws {
        let viewModel = await makeLoadedViewModel()
        viewModel.requestDeletion(at: 0)

        viewModel.cancelDeletion()
        await viewModel.confirmDeletion()

        #expect(viewModel.pendingDeletion == nil)
        #expect(viewModel.players?.count == 5)
        #expect(try await world.storedPlayers().count == 5)
    }

    @Test func failingDeletionShowsErrorAndKeepsThePlayer() async throws {
        let viewModel = await makeLoadedViewModel()
        world.faults.arm("players.delete", .fail)
        viewModel.requestDeletion(at: 0)

        await viewModel.confirmDeletion()

        #expect(viewModel.errorMessage == "Could not delete the player.")
        #expect(viewModel.players?.count == 5)
        #expect(try await world.storedPlayers().count == 5)
    }

    @Test func deletionIsNotOfferedInSelectionMode() async {
        let viewModel = await makeLoadedViewModel()
        viewModel.startSelection()

        viewModel.requestDeletion(at: 0)

        #expect(viewModel.pendingDeletion == nil)
    }

    @Test func barAndBottomButtonsAskTheCoordinator() async {
        let viewModel = await makeLoadedViewModel()

        viewModel.addPlayer()
        viewModel.showHistory()
        viewModel.logout()

        #expect(coordinator.routes == [.addPlayer, .history, .logout])
    }
}
