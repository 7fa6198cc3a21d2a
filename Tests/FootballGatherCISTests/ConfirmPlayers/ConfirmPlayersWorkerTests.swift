@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import TerminalUI
import Testing

/// The real Confirm players Worker: gathers in SQLite, the clock, Gather on the stack.
@MainActor
@Suite struct ConfirmPlayersWorkerTests {
    let live: LiveContext
    let worker: ConfirmPlayersWorker

    init() async throws {
        live = try await LiveContext()
        worker = ConfirmPlayersWorker(assembly: live.context, delegate: nil)
    }

    @Test func startsTheGatherWithItsTeamsAtTheEnvironmentsDate() async throws {
        let lineUp = [GatherPlayer(player: live.player("Ada"), team: .teamA), GatherPlayer(player: live.player("Eli"), team: .teamB)]

        let gather = try await worker.startGather(players: lineUp, for: live.userID, at: worker.currentDate())

        #expect(gather.players == lineUp)
        #expect(gather.createdAt == .fullTime)
    }

    @Test func aFailingStartSavesNoGather() async throws {
        live.faults.arm("gathers.start", .fail)
        let lineUp = [GatherPlayer(player: live.player("Ada"), team: .teamA), GatherPlayer(player: live.player("Eli"), team: .teamB)]

        await #expect(throws: FootballGatherError.storage(.startGather)) {
            try await worker.startGather(players: lineUp, for: live.userID, at: .kickOff)
        }
    }

    @Test func opensGatherWithTheTeams() {
        live.navigationController.setViewControllers([
            ViewController(),
            ConfirmPlayersView(initialState: ConfirmPlayersState(players: [], userID: live.userID), assembly: live.context, delegate: nil),
        ])

        worker.showGather(GatherState(gather: Roster.gather, userID: live.userID))

        let screen = live.navigationController.currentScreen
        #expect(screen.title == "Gather in progress")
        #expect(screen.sections.map { $0.rows.map(\.title) } == [["Ada", "Bruno"], ["Carla"]])
    }

    @Test func aGatherStartedAfterTheUserLeftConfirmPlayersOpensNothing() {
        live.navigationController.setViewControllers([ViewController()])

        worker.showGather(GatherState(gather: Roster.gather, userID: live.userID))

        #expect(live.navigationController.viewControllers.count == 1)
    }
}
