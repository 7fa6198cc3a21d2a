import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIPER
import Testing

/// The gather's rules against real SQLite, with the countdown's ticker on virtual time.
@MainActor @Suite struct GatherInteractorTests {
    let backend: Backend
    let countdown = VirtualCountdown()
    let output = GatherOutputSpy()
    let interactor: GatherInteractor

    init() async throws {
        backend = try await Backend.seeded()
        let gather = try await backend.gather(teamA: ["Ada", "Bruno"], teamB: ["Carla"])
        interactor = GatherInteractor(gather: gather, userID: backend.userID, repository: backend.repositories.gathers,
                                      ticker: countdown.makeTicker(), now: { .fullTime })
        interactor.presenter = output
    }

    private func pass(seconds: Int) async {
        await countdown.pass(seconds: seconds)
    }

    @Test func theTeamsComeFromTheGather() {
        #expect(interactor.players(of: .teamA).map(\.name) == ["Ada", "Bruno"])
        #expect(interactor.players(of: .teamB).map(\.name) == ["Carla"])
    }

    @Test func aScoreIsKept() {
        interactor.setScore(2, for: .teamA)
        interactor.setScore(1, for: .teamB)

        #expect(interactor.score == Score(teamA: 2, teamB: 1))
    }

    @Test func scoresStayWithinZeroToNinetyNine() {
        interactor.setScore(99, for: .teamA)
        interactor.setScore(100, for: .teamA)
        interactor.setScore(-1, for: .teamB)

        #expect(interactor.score == Score(teamA: 99, teamB: 0))
    }

    @Test func eachTimerCommandReportsTheTimer() {
        interactor.toggleTimer()
        interactor.setTime(minutes: 4, seconds: 30)
        interactor.cancelTimer()

        #expect(output.remaining == [600, 270, 270])
        #expect(interactor.timer.selectedSeconds == 270)
        #expect(interactor.timer.state == .stopped)
    }

    @Test func startCountsDownOneSecondPerSecond() async {
        interactor.toggleTimer()

        await pass(seconds: 3)

        #expect(output.remaining == [600, 599, 598, 597])
        #expect(interactor.timer.state == .running)
        interactor.cancelTimer()
    }

    @Test func pauseStopsTheTicks() async {
        interactor.toggleTimer()
        await pass(seconds: 2)

        interactor.toggleTimer()
        await pass(seconds: 5)

        #expect(interactor.timer.remainingSeconds == 598)
        #expect(interactor.timer.state == .paused)
        #expect(countdown.activity.pendingCount == 0)
    }

    @Test func resumeCarriesOnFromWhereItPaused() async {
        interactor.toggleTimer()
        await pass(seconds: 2)
        interactor.toggleTimer()

        interactor.toggleTimer()
        await pass(seconds: 1)

        #expect(interactor.timer.remainingSeconds == 597)
        interactor.cancelTimer()
    }

    @Test func reachingZeroStopsAndPutsTheSelectedTimeBack() async {
        interactor.setTime(minutes: 0, seconds: 2)
        interactor.toggleTimer()

        await pass(seconds: 2)

        #expect(interactor.timer.state == .stopped)
        #expect(interactor.timer.remainingSeconds == 2)
        #expect(countdown.activity.pendingCount == 0)
    }

    @Test func zeroCannotStart() async {
        interactor.setTime(minutes: 0, seconds: 0)

        interactor.toggleTimer()
        await pass(seconds: 1)

        #expect(interactor.timer.state == .stopped)
        #expect(countdown.activity.pendingCount == 0)
    }

    @Test func cancelStopsAndResets() async {
        interactor.toggleTimer()
        await pass(seconds: 3)

        interactor.cancelTimer()
        await pass(seconds: 2)

        #expect(interactor.timer.state == .stopped)
        #expect(output.remaining.last == 600)
    }

    @Test func settingATimeStopsTheCountdown() async {
        interactor.toggleTimer()
        await pass(seconds: 1)

        interactor.setTime(minutes: 1, seconds: 0)
        await pass(seconds: 2)

        #expect(interactor.timer.state == .stopped)
        #expect(interactor.timer.remainingSeconds == 60)
    }

    @Test func endingSavesTheScoreAndTheWinnerAndStopsTheTimer() async throws {
        interactor.setScore(2, for: .teamA)
        interactor.setScore(1, for: .teamB)
        interactor.toggleTimer()
        await pass(seconds: 1)

        await interactor.endGather()

        #expect(output.calls.suffix(2) == [.timerDidChange(interactor.timer), .gatherDidEnd])
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
    }

    @Test func aFailingEndKeepsTheScoreTheTimerAndTheGather() async throws {
        interactor.setScore(1, for: .teamA)
        interactor.toggleTimer()
        await pass(seconds: 1)
        backend.faults.arm("gathers.end", .fail)

        await interactor.endGather()
        await pass(seconds: 1)

        #expect(output.calls.contains(.serviceFailed(.storage(.endGather))))
        #expect(!output.calls.contains(.gatherDidEnd))
        #expect(interactor.score == Score(teamA: 1, teamB: 0))
        #expect(interactor.timer.remainingSeconds == 598)
        #expect(try await backend.repositories.gathers.endedGathers(for: backend.userID).isEmpty)
        interactor.cancelTimer()
    }
}
