import AppSupport
import Clocks
import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import TerminalUI
import Testing

@MainActor @Suite struct GatherViewModelTests {
    let world: Backend
    let gather: Gather
    let ended = ClosureSpy<Void>()

    init() async throws {
        world = try await Backend.seeded()
        gather = try await world.gather(teamA: ["Ada", "Bruno"], teamB: ["Carla"])
    }

    private func makeViewModel(of gather: Gather? = nil) -> GatherViewModel {
        GatherViewModel(
            gather: gather ?? self.gather,
            countdown: GatherTimerViewModel(ticker: Ticker(clock: TestClock(), track: TaskTracker().track)),
            userID: world.userID,
            repository: world.repositories.gathers,
            now: { .fullTime },
            onEnded: ended.record
        )
    }

    @Test func startsWithTheTeamsNoGoalsAndTenMinutes() {
        let viewModel = makeViewModel()

        #expect(viewModel.teamARows.map(\.name) == ["Ada", "Bruno"])
        #expect(viewModel.teamBRows.map(\.name) == ["Carla"])
        #expect(viewModel.score == .zero)
        #expect(viewModel.countdown.timeText == "10:00")
        #expect(viewModel.countdown.actionTitle == "Start")
        #expect(viewModel.alert == nil)
    }

    @Test func steppersSetEachTeamsScore() {
        let viewModel = makeViewModel()

        viewModel.setScore(3, for: .teamA)
        viewModel.setScore(1, for: .teamB)

        #expect(viewModel.score == Score(teamA: 3, teamB: 1))
        #expect([viewModel.teamAScore, viewModel.teamBScore] == [3, 1])
    }

    @Test func scoresOutsideTheRangeAreIgnored() {
        let viewModel = makeViewModel()

        viewModel.setScore(100, for: .teamA)
        viewModel.setScore(-1, for: .teamB)

        #expect(viewModel.score == .zero)
    }

    @Test func endingAsksForConfirmationFirst() async throws {
        let viewModel = makeViewModel()

        viewModel.requestEnd()

        #expect(viewModel.isConfirmingEnd)
        #expect(viewModel.alert == .confirmEnd)
        #expect(ended.count == 0)
        #expect(try await world.endedGathers().isEmpty)
    }

    @Test func cancellingTheEndKeepsPlaying() async throws {
        let viewModel = makeViewModel()
        viewModel.requestEnd()

        viewModel.cancelEnd()
        await viewModel.confirmEnd()

        #expect(!viewModel.isConfirmingEnd)
        #expect(ended.count == 0)
        #expect(try await world.endedGathers().isEmpty)
    }

    @Test func endingSavesTheScoreAndTheWinner() async throws {
        let viewModel = makeViewModel()
        viewModel.setScore(2, for: .teamA)
        viewModel.setScore(1, for: .teamB)
        viewModel.requestEnd()

        await viewModel.confirmEnd()

        #expect(ended.count == 1)
        let saved = try #require(try await world.endedGathers().first)
        #expect(saved.id == gather.id)
        #expect(saved.score == Score(teamA: 2, teamB: 1))
        #expect(saved.winner == .teamA)
        #expect(saved.endedAt == .fullTime)
    }

    @Test func aDrawHasNoWinner() async throws {
        let viewModel = makeViewModel()
        viewModel.requestEnd()

        await viewModel.confirmEnd()

        #expect(try await world.endedGathers().first?.winner?.title == "None")
    }

    @Test func failingEndShowsErrorAndKeepsScoreAndTimer() async throws {
        world.faults.arm("gathers.end", .fail)
        let viewModel = makeViewModel()
        viewModel.setScore(4, for: .teamB)
        viewModel.countdown.toggle()
        viewModel.requestEnd()

        await viewModel.confirmEnd()

        #expect(viewModel.errorMessage == "Could not save the gather.")
        #expect(viewModel.score == Score(teamA: 0, teamB: 4))
        #expect(viewModel.countdown.timer.state == .running)
        #expect(ended.count == 0)
        #expect(try await world.endedGathers().isEmpty)
    }

    @Test func endingWorksOnceTheStorageRecovers() async throws {
        world.faults.arm("gathers.end", .fail)
        let viewModel = makeViewModel()
        viewModel.requestEnd()
        await viewModel.confirmEnd()
        viewModel.dismissError()
        world.faults.reset()

        viewModel.requestEnd()
        await viewModel.confirmEnd()

        #expect(ended.count == 1)
        #expect(try await world.endedGathers().count == 1)
    }

    @Test func showsLoadingWhileEnding() async throws {
        world.faults.arm("gathers.end", .hold)
        let viewModel = makeViewModel()
        viewModel.requestEnd()

        let end = Task { await viewModel.confirmEnd() }
        try await world.faults.waitUntilHeld()
        #expect(viewModel.isEnding)

        world.faults.reset()
        await end.value
        #expect(!viewModel.isEnding)
        #expect(ended.count == 1)
    }
}
