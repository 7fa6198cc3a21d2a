@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport
import TerminalUI
import Testing

/// The real Confirm players Worker: gathers in SQLite, the clock, Gather on the stack.
@MainActor @Suite struct ConfirmPlayersWorkerTests {
    let fixture: CISWorkerFixture<ConfirmPlayersWorker>

    init() async throws {
        fixture = try await CISWorkerFixture { ConfirmPlayersWorker(assembly: $0.assembly, delegate: nil) }
    }

    @Test func startsTheGatherWithItsTeamsAtTheEnvironmentsDate() async throws {
        let lineUp = [GatherPlayer(player: try fixture.player("Ada"), team: .teamA), GatherPlayer(player: try fixture.player("Eli"), team: .teamB)]

        let gather = try await fixture.worker.startGather(players: lineUp, for: fixture.userID, at: fixture.worker.currentDate())

        #expect(gather.players == lineUp)
        #expect(gather.createdAt == .fullTime)
    }

    @Test func aFailingStartSavesNoGather() async throws {
        fixture.faults.arm("gathers.start", .fail)
        let lineUp = [GatherPlayer(player: try fixture.player("Ada"), team: .teamA), GatherPlayer(player: try fixture.player("Eli"), team: .teamB)]

        await #expect(throws: FootballGatherError.storage(.startGather)) {
            try await fixture.worker.startGather(players: lineUp, for: fixture.userID, at: .kickOff)
        }
    }

    @Test func opensGatherWithTheTeams() {
        fixture.navigationController.setViewControllers([
            ViewController(),
            ConfirmPlayersView(initialState: ConfirmPlayersState(players: [], userID: fixture.userID), assembly: fixture.assembly, delegate: nil),
        ])

        fixture.worker.showGather(GatherState(gather: Roster.gather, userID: fixture.userID))

        let screen = fixture.navigationController.currentScreen
        #expect(screen.title == "Gather in progress")
        #expect(screen.sections.map { $0.rows.map(\.title) } == [["Ada", "Bruno"], ["Carla"]])
    }

    @Test func aGatherStartedAfterTheUserLeftConfirmPlayersOpensNothing() {
        fixture.navigationController.setViewControllers([ViewController()])

        fixture.worker.showGather(GatherState(gather: Roster.gather, userID: fixture.userID))

        #expect(fixture.navigationController.viewControllers.count == 1)
    }
}
