@testable import FootballGatherCIS
import FootballGatherModel
import TerminalUI
import Testing

/// The real Players Worker: the roster in SQLite, failures injected, the scenes it opens
/// pushed on the real stack, each with its initial state.
@MainActor
@Suite struct PlayerListWorkerTests {
    let live: LiveContext
    let worker: PlayerListWorker

    init() async throws {
        live = try await LiveContext()
        worker = PlayerListWorker(assembly: live.context, delegate: nil)
        live.navigationController.setViewControllers([ViewController()])
    }

    @Test func loadsAndDeletesTheUsersPlayers() async throws {
        try await worker.deletePlayer(id: live.player("Carla").id, for: live.userID)

        #expect(try await worker.players(of: live.userID).map(\.name) == ["Ada", "Bruno", "Dani", "Eli"])
    }

    @Test func anInjectedFailureIsTheStorageError() async throws {
        live.faults.arm("players.delete", .fail)

        await #expect(throws: FootballGatherError.storage(.deletePlayer)) {
            try await worker.deletePlayer(id: live.player("Ada").id, for: live.userID)
        }
        #expect(try await worker.players(of: live.userID).count == 5)
    }

    @Test func opensEachSceneWithItsInitialState() {
        let ada = live.player("Ada")

        worker.showPlayerDetails(PlayerDetailsState(player: ada, userID: live.userID))
        worker.showAddPlayer(AddPlayerState(userID: live.userID))
        worker.showHistory(GatherHistoryState(userID: live.userID))
        worker.showConfirmPlayers(ConfirmPlayersState(players: [ada], userID: live.userID))

        #expect(live.titles == ["", "Ada", "Add Player", "History", "Confirm players"])
    }

    @Test func returnsToPlayersFromGather() {
        worker.showConfirmPlayers(ConfirmPlayersState(players: [], userID: live.userID))
        live.navigationController.push(GatherView(initialState: GatherState(gather: Roster.gather, userID: live.userID), assembly: live.context, delegate: nil))
        worker.returnToPlayers()
        #expect(live.titles == [""])
    }

    @Test func aScreenTheUserHasLeftClosesNothing() {
        worker.showConfirmPlayers(ConfirmPlayersState(players: [], userID: live.userID))
        worker.returnToPlayers()
        #expect(live.titles == ["", "Confirm players"])
    }

    @Test("Given Players covered by Player details, when a delete fails, then its error waits for Players")
    func anErrorWaitsUnderTheScreenThatCoversItsOwn() async throws {
        let players = live.navigationController.topViewController
        worker.view = players
        worker.showPlayerDetails(PlayerDetailsState(player: live.player("Ada"), userID: live.userID))
        live.faults.arm("players.delete", .fail)

        do throws(FootballGatherError) {
            try await worker.deletePlayer(id: live.player("Ada").id, for: live.userID)
        } catch {
            worker.showError(error.message)
        }

        #expect(live.titles == ["", "Ada"])
        #expect(live.alert == nil)
        live.navigationController.goBack()
        #expect(live.alert == .error("Could not delete the player."))
    }

    @Test("Given Players has left the stack, when its error comes, then no screen shows it")
    func aScreenThatHasLeftShowsNoError() {
        worker.view = live.navigationController.topViewController
        live.navigationController.setViewControllers([ViewController()])

        worker.showError("Could not load the players.")

        #expect(live.alert == nil)
    }
}
