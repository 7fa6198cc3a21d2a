import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIP
import Testing

/// Gather's wording, value by value, with a DisplayLogic spy.
@MainActor @Suite struct GatherPresenterTests {
    let presenter = GatherPresenter()
    let display = GatherDisplayLogicSpy()
    let ada = Player(id: 1, name: "Ada", position: .midfielder)
    let dani = Player(id: 4, name: "Dani")

    init() {
        presenter.viewController = display
    }

    private func present(
        timer: GatherTimer = GatherTimer(),
        score: Score = .zero,
        pickedTime: GatherScene.PickedTime? = nil,
        isConfirmingEnd: Bool = false,
        isEnding: Bool = false
    ) {
        presenter.presentGather(response: GatherScene.FetchGather.Response(
            teamA: [ada], teamB: [dani], score: score, timer: timer,
            pickedTime: pickedTime, isConfirmingEnd: isConfirmingEnd, isEnding: isEnding
        ))
    }

    private func timer(_ actions: (inout GatherTimer) -> Void) -> GatherTimer {
        var timer = GatherTimer()
        actions(&timer)
        return timer
    }

    @Test func teamRowsReadThePositionOrADash() {
        present()

        #expect(display.last?.teamA == [TeamRow(playerID: 1, name: "Ada", detail: "MID")])
        #expect(display.last?.teamB == [TeamRow(playerID: 4, name: "Dani", detail: "-")])
    }

    @Test func theScoreIsPassedOn() {
        present(score: Score(teamA: 3, teamB: 1))

        #expect(display.last?.teamAScore == 3)
        #expect(display.last?.teamBScore == 1)
    }

    @Test(arguments: [(600, "10:00"), (599, "09:59"), (61, "01:01"), (5, "00:05"), (0, "00:00"), (3599, "59:59")])
    func theTimeReadsMinutesAndSeconds(seconds: Int, text: String) {
        #expect(GatherPresenter.time(seconds) == text)
    }

    @Test func aStoppedTimerOffersStart() {
        present()

        #expect(display.last?.time == "10:00")
        #expect(display.last?.controls == .timer(actionTitle: "Start", isActionEnabled: true))
    }

    @Test func aRunningTimerOffersPauseAndAPausedOneResume() {
        present(timer: timer { $0.toggle(); $0.tick() })
        #expect(display.last?.time == "09:59")
        #expect(display.last?.controls == .timer(actionTitle: "Pause", isActionEnabled: true))

        present(timer: timer { $0.toggle(); $0.toggle() })
        #expect(display.last?.controls == .timer(actionTitle: "Resume", isActionEnabled: true))
    }

    @Test func zeroCannotStart() {
        present(timer: timer { $0.set(minutes: 0, seconds: 0) })

        #expect(display.last?.time == "00:00")
        #expect(display.last?.controls == .timer(actionTitle: "Start", isActionEnabled: false))
    }

    @Test func theOpenPickerReplacesTheTimerButtons() {
        present(pickedTime: GatherScene.PickedTime(minutes: 4, seconds: 30))

        #expect(display.last?.controls == .timePicker(GatherScreen.TimePicker(selectedMinute: 4, selectedSecond: 30)))
    }

    @Test func theQuestionAndTheEndsLoading() {
        present(isConfirmingEnd: true)
        #expect(display.last?.alert == .confirmEnd)
        #expect(display.last?.isLoading == false)

        present(isEnding: true)
        #expect(display.last?.alert == nil)
        #expect(display.last?.isLoading == true)
    }

    @Test func theEndIsPassedOnAndAFailedOneWorded() {
        presenter.presentEndedGather(response: GatherScene.EndGather.Response(error: nil))
        presenter.presentEndedGather(response: GatherScene.EndGather.Response(error: .storage(.endGather)))

        #expect(display.ends == [nil, "Could not save the gather."])
    }
}
