@testable import FootballGatherMVC
import Foundation
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

/// The Gather screen against real SQLite: teams, score, and ending the gather.
@MainActor @Suite struct GatherViewControllerTests {
    let world: Backend
    let spy = DelegateSpy()
    let stage: Stage

    init() async throws {
        let world = try await Backend.seeded()
        let spy = spy
        let gather = try await world.gather(teamA: ["Ada", "Bruno"], teamB: ["Carla"])
        self.world = world
        stage = Stage(faults: world.faults) { stage in
            let screen = GatherViewController(
                gather: gather, userID: world.userID, repository: world.repositories.gathers,
                ticker: stage.makeTicker(), now: { .fullTime }
            )
            screen.delegate = spy
            return [ViewController(), screen]
        }
        await stage.show()
    }

    private func row(_ name: String, _ detail: String) throws -> TeamRow {
        TeamRow(playerID: try world.player(name).id, name: name, detail: detail)
    }

    @Test func showsTheTeamsANilScoreAndTenMinutes() throws {
        #expect(stage.screen == GatherScreen.make(
            time: "10:00",
            teamAScore: 0,
            teamBScore: 0,
            teamA: [try row("Ada", "MID"), try row("Bruno", "GK")],
            teamB: [try row("Carla", "ST")],
            controls: .timer(actionTitle: "Start", isActionEnabled: true)
        ).withBackButton)
    }

    @Test func theSteppersKeepTheScoreWithin0To99() async {
        await stage.run("step \"Team A\" up", "step \"Team A\" up", "step \"Team B\" up", "step \"Team B\" down")

        #expect(stage.screen.steppers.map(\.value) == [2, 0])
        #expect(await stage.attempt("step \"Team B\" down") != .screen)
    }

    @Test func endGatherAsksFirst() async {
        await stage.run("tap \"End Gather\"")

        #expect(stage.screen.alert == ConfirmationAlert.make(title: "End Gather", message: "Are you sure you want to end the gather?"))
        #expect(spy.messages.isEmpty)
    }

    @Test(arguments: [(2, 1, Winner.teamA), (1, 3, .teamB), (0, 0, .draw)])
    func yesSavesTheScoreAndItsWinner(teamA: Int, teamB: Int, winner: Winner) async throws {
        for _ in 0..<teamA { await stage.run("step \"Team A\" up") }
        for _ in 0..<teamB { await stage.run("step \"Team B\" up") }

        await stage.run("tap \"End Gather\"", "alert Yes")

        #expect(spy.messages == [.gatherEnded])
        let ended = try #require(try await world.endedGathers().first)
        #expect(ended.score == Score(teamA: teamA, teamB: teamB))
        #expect(ended.winner == winner)
        #expect(ended.endedAt == .fullTime)
    }

    @Test func cancelKeepsPlaying() async throws {
        await stage.run("step \"Team A\" up", "tap \"End Gather\"", "alert Cancel")

        #expect(stage.screen.alert == nil)
        #expect(stage.screen.steppers.map(\.value) == [1, 0])
        #expect(spy.messages.isEmpty)
        #expect(try await world.endedGathers().isEmpty)
    }

    @Test func aFailedEndShowsTheErrorAndLosesNothing() async throws {
        world.faults.arm("gathers.end", .fail)
        await stage.run("step \"Team A\" up", "tap Start", "wait 2")

        await stage.run("tap \"End Gather\"", "alert Yes")
        #expect(stage.screen.alert == .error("Could not save the gather."))
        await stage.run("alert OK", "wait 1")

        #expect(stage.screen.steppers.map(\.value) == [1, 0])
        #expect(stage.screen.labels == ["09:57"])
        #expect(spy.messages.isEmpty)
        world.faults.reset()
        await stage.run("tap \"End Gather\"", "alert Yes")
        #expect(try await world.endedGathers().first?.score == Score(teamA: 1, teamB: 0))
    }

    @Test func theErrorWinsOverTheEndQuestionAndAnsweringItOnlyDismissesIt() async throws {
        world.faults.arm("gathers.end", .fail)
        await stage.run("tap \"End Gather\"", "alert Yes")

        await stage.send(.tap(GatherScreen.Button.endGather))
        #expect(stage.screen.alert == .error("Could not save the gather."))

        world.faults.reset()
        await stage.run("alert OK")
        #expect(stage.screen.alert?.title == "End Gather")
        #expect(try await world.endedGathers().isEmpty)
    }

    @Test func theScreenLoadsWhileEnding() async throws {
        world.faults.arm("gathers.end", .hold)

        await stage.run("tap \"End Gather\"", "alert Yes")
        try await world.faults.waitUntilHeld()

        #expect(stage.screen.isLoading)
        #expect(stage.screen.alert == nil)
        world.faults.reset()
        await stage.settle()
        #expect(spy.messages == [.gatherEnded])
    }

    @Test func endingStopsTheTimer() async throws {
        await stage.run("tap Start", "wait 2", "tap \"End Gather\"", "alert Yes")

        #expect(stage.screen.labels == ["10:00"])
        #expect(stage.time.sleepingCount == 0)
    }

    @Test func goingBackStopsTheTimerAndLeavesTheGatherUnended() async throws {
        let gatherScreen = try #require(stage.stack.last)
        await stage.run("tap Start", "wait 2", "back")

        #expect(stage.stack.count == 1)
        #expect(gatherScreen.screen.labels == ["10:00"])
        #expect(stage.time.sleepingCount == 0)
        #expect(try await world.endedGathers().isEmpty)
    }
}
