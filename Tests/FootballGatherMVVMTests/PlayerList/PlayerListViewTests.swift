import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

@MainActor @Suite struct PlayerListViewTests {
    let world: Backend
    let coordinator = PlayerListCoordinatorSpy()
    let viewModel: PlayerListViewModel
    let view: PlayerListView
    let navigation: NavigationController

    init() async throws {
        world = try await Backend.seeded()
        viewModel = PlayerListViewModel(userID: world.userID, repository: world.repositories.players, coordinator: coordinator)
        view = PlayerListView(viewModel: viewModel)
        navigation = NavigationController(root: view)
        await navigation.activity.waitUntilIdle()
    }

    @Test func appearingShowsTheRoster() {
        #expect(view.screen == PlayerListScreen.make(
            title: "Players", mode: .list(isSelectEnabled: true), rows: viewModel.rows, showsEmptyMessage: false
        ))
        #expect(view.screen.indexedRows.count == 5)
    }

    @Test func selectionModeRendersTicksAndTheCount() {
        view.handle(.tap(PlayerListScreen.Button.select))
        view.handle(.select(RowPath(section: 0, row: 0)))
        view.handle(.select(RowPath(section: 0, row: 3)))

        #expect(view.screen.title == "2 selected")
        #expect(view.screen.buttons.first?.isEnabled == true)

        view.handle(.tap(PlayerListScreen.Button.cancel))
        #expect(view.screen.title == "Players")
    }

    @Test func swipingAsksAndYesDeletes() async throws {
        view.handle(.delete(RowPath(section: 0, row: 0)))
        #expect(view.screen.alert?.title == "Delete player")

        view.handle(.alert("Yes"))
        await navigation.activity.waitUntilIdle()

        #expect(view.screen.alert == nil)
        #expect(view.screen.indexedRows.map(\.row.title) == ["Bruno", "Carla", "Dani", "Eli"])
        #expect(try await world.roster().count == 4)
    }

    @Test func swipingThenCancelKeepsThePlayer() async {
        view.handle(.delete(RowPath(section: 0, row: 0)))

        view.handle(.alert("Cancel"))
        await navigation.activity.waitUntilIdle()

        #expect(view.screen.alert == nil)
        #expect(view.screen.indexedRows.count == 5)
    }

    @Test func aFailedDeleteShowsTheErrorOverTheRows() async {
        world.faults.arm("players.delete", .fail)
        view.handle(.delete(RowPath(section: 0, row: 0)))

        view.handle(.alert("Yes"))
        await navigation.activity.waitUntilIdle()

        #expect(view.screen.alert == .error("Could not delete the player."))
        view.handle(.alert("OK"))
        await navigation.activity.waitUntilIdle()
        #expect(view.screen.alert == nil)
        #expect(view.screen.indexedRows.count == 5)
    }

    @Test func rowsAndButtonsReachTheCoordinator() throws {
        view.handle(.select(RowPath(section: 0, row: 2)))
        view.handle(.tap(PlayerListScreen.Button.addPlayer))
        view.handle(.tap(PlayerListScreen.Button.history))
        view.handle(.tap(PlayerListScreen.Button.logout))

        #expect(coordinator.routes == [.details(try world.player("Carla")), .addPlayer, .history, .logout])
    }
}
