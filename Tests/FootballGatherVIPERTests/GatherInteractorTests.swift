import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIPER
import Testing

/// The gather's rules against real SQLite, with the countdown on virtual time.
@MainActor @Suite struct GatherInteractorTests {
    let backend: Backend
    let countdown = VirtualCountdown()
    let output = GatherOutputSpy()
    let interactor: GatherInteractor

    init() async throws {
        backend = try await Backend.seeded()
        let gather = try await backend.gather(teamA: ["Ada", "Bruno"], teamB: ["Carla"])
        interactor = GatherInteractor(gather: gather, userID: backend.userID,
                                      repository: backend.repositories.gathers, environment: countdown.environment)
        interactor.presenter = output
    }

    /// Starts (or resumes) the countdown and returns once it runs; the returned task ends
    /// when the countdown stops.
    private func toggle() async -> Task<Void, Never> {
        let counting = Task { await interactor.toggleTimer() }
        for _ in 0..<1_000 where interactor.timer.state != .running {
            await Task.yield()
        }
        return counting
    }

    private func pass(seconds: Int) async {
        await countdown.pass(seconds: seconds) { interactor.timer.state == .running }
    }

    @Test func theTeamsComeFromTheGather() {
        #expect(interactor.players(of: .teamA).map(\.name) == ["Ada", "Bruno"])
        #expect(interactor.players(of: .teamB).map(\.name) == ["Carla"])
    }

    @Test func scoresStayWithinZeroToNinetyNine() {
        interactor.setScore(99, for: .teamA)
        interactor.setScore(100, for: .teamA)
        interactor.setScore(-1, for: .teamB)

        #expect(interactor.score == Score(teamA: 99, teamB: 0))
    }

    @Test func startCountsDownOneSecondPerSecond() async {
        let counting = await toggle()

        await pass(seconds: 3)

        #expect(output.displays == ["10:00", "09:59", "09:58", "09:57"])
        #expect(interactor.timer.actionTitle == "Pause")
        interactor.cancelTimer()
        await counting.value
    }

    @Test func pauseStopsTheCountdownAndEndsTheStartWork() async {
        let counting = await toggle()
        await pass(seconds: 2)

        await interactor.toggleTimer()
        await counting.value
        await pass(seconds: 5)

        #expect(interactor.timer.display == "09:58")
        #expect(interactor.timer.actionTitle == "Resume")
    }

    @Test func resumeCarriesOnFromWhereItPaused() async {
        let counting = await toggle()
        await pass(seconds: 2)
        await interactor.toggleTimer()
        await counting.value

        let resumed = await toggle()
        await pass(seconds: 1)

        #expect(interactor.timer.display == "09:57")
        interactor.cancelTimer()
        await resumed.value
    }

    @Test func reachingZeroStopsAndPutsTheSelectedTimeBack() async {
        interactor.setTime(minutes: 0, seconds: 2)
        let counting = await toggle()

        await pass(seconds: 2)
        await counting.value

        #expect(interactor.timer.state == .stopped)
        #expect(interactor.timer.display == "00:02")
    }

    @Test func zeroCannotStart() async {
        interactor.setTime(minutes: 0, seconds: 0)

        await interactor.toggleTimer()

        #expect(interactor.timer.state == .stopped)
        #expect(!interactor.timer.isActionEnabled)
    }

    @Test func cancelStopsAndResets() async {
        let counting = await toggle()
        await pass(seconds: 3)

        interactor.cancelTimer()
        await counting.value

        #expect(interactor.timer.state == .stopped)
        #expect(output.timer?.display == "10:00")
    }

    @Test func settingATimeStopsTheCountdown() async {
        let counting = await toggle()
        await pass(seconds: 1)

        interactor.setTime(minutes: 1, seconds: 0)
        await counting.value

        #expect(interactor.timer.state == .stopped)
        #expect(interactor.timer.display == "01:00")
    }

    @Test func endingSavesTheScoreAndTheWinnerAndStopsTheTimer() async throws {
        interactor.setScore(2, for: .teamA)
        interactor.setScore(1, for: .teamB)
        let counting = await toggle()
        await pass(seconds: 1)

        await interactor.endGather()
        await counting.value

        #expect(output.endings == 1)
        #expect(interactor.timer.state == .stopped)
        let ended = try await backend.repositories.gathers.endedGathers(for: backend.userID)
        #expect(ended.map(\.score) == [Score(teamA: 2, teamB: 1)])
        #expect(ended.map(\.winner) == [.teamA])
        #expect(ended.first?.endedAt == .fullTime)
    }

    @Test func aDrawHasNoWinner() async throws {
        await interactor.endGather()

        let ended = try await backend.repositories.gathers.endedGathers(for: backend.userID)
        #expect(ended.first?.winner == .draw)
        #expect(ended.first?.historyDetail == "Winner: None")
    }

    @Test func aFailingEndKeepsTheScoreTheTimerAndTheGather() async throws {
        interactor.setScore(1, for: .teamA)
        let counting = await toggle()
        await pass(seconds: 1)
        backend.faults.arm("gathers.end", .fail)

        await interactor.endGather()
        await pass(seconds: 1)

        #expect(output.error?.message == "Could not save the gather.")
        #expect(output.endings == 0)
        #expect(interactor.score == Score(teamA: 1, teamB: 0))
        #expect(interactor.timer.display == "09:58")
        #expect(try await backend.repositories.gathers.endedGathers(for: backend.userID).isEmpty)
        interactor.cancelTimer()
        await counting.value
    }
}
