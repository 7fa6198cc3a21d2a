import AppSupport
import Clocks
import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

/// What the Gather screen shows besides the countdown: team rows and which alert is up.
@MainActor @Suite struct GatherViewModelDisplayTests {
    let world: Backend
    let ended = ClosureSpy<Void>()

    init() async throws {
        world = try await Backend.seeded()
    }

    private func makeViewModel(of gather: Gather) -> GatherViewModel {
        GatherViewModel(
            gather: gather,
            countdown: GatherTimerViewModel(ticker: Ticker(clock: TestClock(), track: TaskTracker().track)),
            userID: world.userID,
            repository: world.repositories.gathers,
            now: { .fullTime },
            onEnded: ended.record
        )
    }

    @Test func teamRowsShowEachPlayersPositionAcronym() async throws {
        let viewModel = makeViewModel(of: try await world.gather(teamA: ["Ada", "Bruno"], teamB: ["Carla"]))

        #expect(viewModel.teamARows == [
            GatherScreen.Row(playerID: try world.player("Ada").id, name: "Ada", detail: "MID"),
            GatherScreen.Row(playerID: try world.player("Bruno").id, name: "Bruno", detail: "GK"),
        ])
        #expect(viewModel.teamBRows == [GatherScreen.Row(playerID: try world.player("Carla").id, name: "Carla", detail: "ST")])
    }

    @Test func aPlayerWithoutPositionShowsADash() async throws {
        // Ada and Bruno in Team A; Carla, Dani (no position) and Eli in Team B
        let gather = try await world.repositories.seedEndedGather(score: .zero, for: world.coach)

        let viewModel = makeViewModel(of: gather)

        #expect(viewModel.teamBRows.map(\.detail) == ["ST", "-", "DEF"])
    }

    @Test func theErrorAlertWinsOverTheEndConfirmation() async throws {
        world.faults.arm("gathers.end", .fail)
        let viewModel = makeViewModel(of: try await world.gather(teamA: ["Ada", "Bruno"], teamB: ["Carla"]))
        viewModel.requestEnd()
        await viewModel.confirmEnd()

        viewModel.requestEnd()

        #expect(viewModel.alert == .error("Could not save the gather."))
    }

    @Test func dismissingTheErrorShowsTheQuestionItHid() async throws {
        world.faults.arm("gathers.end", .fail)
        let viewModel = makeViewModel(of: try await world.gather(teamA: ["Ada", "Bruno"], teamB: ["Carla"]))
        viewModel.requestEnd()
        await viewModel.confirmEnd()
        viewModel.requestEnd()
        world.faults.reset()
        #expect(viewModel.alert == .error("Could not save the gather."))

        viewModel.dismissError()

        #expect(viewModel.alert == .confirmEnd)
        #expect(ended.count == 0)
    }

    @Test func yesToTheConfirmationEndsTheGather() async throws {
        let viewModel = makeViewModel(of: try await world.gather(teamA: ["Ada", "Bruno"], teamB: ["Carla"]))
        viewModel.requestEnd()

        await viewModel.answerAlert(.yes)

        #expect(viewModel.alert == nil)
        #expect(ended.count == 1)
        #expect(try await world.endedGathers().count == 1)
    }

    @Test func cancelToTheConfirmationKeepsPlaying() async throws {
        let viewModel = makeViewModel(of: try await world.gather(teamA: ["Ada", "Bruno"], teamB: ["Carla"]))
        viewModel.requestEnd()

        await viewModel.answerAlert(.cancel)

        #expect(viewModel.alert == nil)
        #expect(ended.count == 0)
        #expect(try await world.endedGathers().isEmpty)
    }

    @Test func leavingTheScreenStopsTheCountdown() async throws {
        let viewModel = makeViewModel(of: try await world.gather(teamA: ["Ada", "Bruno"], teamB: ["Carla"]))
        viewModel.countdown.toggle()

        viewModel.onDisappear()

        #expect(viewModel.countdown.timer.state == .stopped)
        #expect(viewModel.countdown.actionTitle == "Start")
    }
}
