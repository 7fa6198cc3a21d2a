@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import TerminalUI
import Testing

/// The real Players Worker: the roster in SQLite, failures injected, the scenes it opens
/// pushed on the real stack, each with its initial state.
@MainActor @Suite struct PlayerListWorkerTests {
    let fixture: CISWorkerFixture<PlayerListWorker>

    init() async throws {
        fixture = try await CISWorkerFixture { PlayerListWorker(assembly: $0.assembly, delegate: nil) }
        fixture.navigationController.setViewControllers([ViewController()])
    }

    @Test func loadsAndDeletesTheUsersPlayers() async throws {
        try await fixture.worker.deletePlayer(id: try fixture.player("Carla").id, for: fixture.userID)

        #expect(try await fixture.worker.players(of: fixture.userID).map(\.name) == ["Ada", "Bruno", "Dani", "Eli"])
    }

    @Test func anInjectedFailureIsTheStorageError() async throws {
        fixture.faults.arm("players.delete", .fail)

        await #expect(throws: FootballGatherError.storage(.deletePlayer)) {
            try await fixture.worker.deletePlayer(id: try fixture.player("Ada").id, for: fixture.userID)
        }
        #expect(try await fixture.worker.players(of: fixture.userID).count == 5)
    }

    @Test func opensEachSceneWithItsInitialState() throws {
        let ada = try fixture.player("Ada")

        fixture.worker.showPlayerDetails(PlayerDetailsState(player: ada, userID: fixture.userID))
        fixture.worker.showAddPlayer(AddPlayerState(userID: fixture.userID))
        fixture.worker.showHistory(GatherHistoryState(userID: fixture.userID))
        fixture.worker.showConfirmPlayers(ConfirmPlayersState(players: [ada], userID: fixture.userID))

        #expect(fixture.titles == ["", "Ada", "Add Player", "History", "Confirm players"])
    }

    @Test func returnsToPlayersFromGather() {
        fixture.worker.showConfirmPlayers(ConfirmPlayersState(players: [], userID: fixture.userID))
        fixture.navigationController.push(GatherView(initialState: GatherState(gather: Roster.gather, userID: fixture.userID), assembly: fixture.assembly, delegate: nil))
        fixture.worker.returnToPlayers()
        #expect(fixture.titles == [""])
    }

    @Test func aScreenTheUserHasLeftClosesNothing() {
        fixture.worker.showConfirmPlayers(ConfirmPlayersState(players: [], userID: fixture.userID))
        fixture.worker.returnToPlayers()
        #expect(fixture.titles == ["", "Confirm players"])
    }

    @Test("Given Players covered by Player details, when a delete fails, then its error waits for Players")
    func anErrorWaitsUnderTheScreenThatCoversItsOwn() async throws {
        let ada = try fixture.player("Ada")
        fixture.worker.view = fixture.navigationController.topViewController
        fixture.worker.showPlayerDetails(PlayerDetailsState(player: ada, userID: fixture.userID))
        fixture.faults.arm("players.delete", .fail)

        do throws(FootballGatherError) {
            try await fixture.worker.deletePlayer(id: ada.id, for: fixture.userID)
        } catch {
            fixture.worker.showError(error.message)
        }

        #expect(fixture.titles == ["", "Ada"])
        #expect(fixture.alert == nil)
        fixture.navigationController.goBack()
        #expect(fixture.alert == .error("Could not delete the player."))
    }

    @Test("Given Players has left the stack, when its error comes, then no screen shows it")
    func aScreenThatHasLeftShowsNoError() {
        fixture.worker.view = fixture.navigationController.topViewController
        fixture.navigationController.setViewControllers([ViewController()])

        fixture.worker.showError("Could not load the players.")

        #expect(fixture.alert == nil)
    }
}
