@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Testing

/// `GatherReactor.reduce` as a plain function, and what the screen shows of its state.
@Suite("Gather reduce")
struct GatherReduceTests {
    private let kickOff = GatherState(gather: Roster.gather, userID: Roster.userID)

    private func reduce(_ mutations: GatherReactor.Mutation...) -> GatherState {
        mutations.reduce(kickOff) { GatherReactor.reduce(state: $0, mutation: $1) }
    }

    @Test func aGatherStartsGoallessOnAStopped1000() {
        #expect(kickOff.time == "10:00")
        #expect(kickOff.controls == .timer(actionTitle: "Start", isActionEnabled: true))
        #expect(kickOff.rows(.teamA).map(\.detail) == ["MID", "GK"])
        #expect(kickOff.rows(.teamB) == [GatherScreen.Row(playerID: Roster.carla.id, name: "Carla", detail: "ST")])
        #expect(kickOff.domainState.score == .zero && kickOff.alert == nil)
    }

    @Test func scoresStayWithin0To99() {
        let state = reduce(.setScore(.teamA, goals: 2), .setScore(.teamB, goals: 1), .setScore(.teamB, goals: 100), .setScore(.teamA, goals: -1))

        #expect(state.domainState.score == Score(teamA: 2, teamB: 1))
    }

    @Test func theTimerButtonReadsStartPauseResume() {
        #expect(reduce(.toggleTimer).controls == .timer(actionTitle: "Pause", isActionEnabled: true))
        #expect(reduce(.toggleTimer, .toggleTimer).controls == .timer(actionTitle: "Resume", isActionEnabled: true))
    }

    @Test func ticksCountDownInMinutesAndSeconds() {
        #expect(reduce(.toggleTimer, .tick, .tick).time == "09:58")
        #expect(reduce(.tick).time == "10:00")
    }

    @Test func thePickerOpensOnTheSelectedTimeAndIgnoresRowsItHasNot() {
        let open = reduce(.showTimePicker, .pickSeconds(30), .pickMinutes(60), .pickSeconds(-1))

        #expect(open.controls == .timePicker(GatherScreen.TimePicker(selectedMinute: 10, selectedSecond: 30)))
    }

    @Test func donePickingSetsTheTimeAndStopsCancelChangesNothing() {
        #expect(reduce(.toggleTimer, .showTimePicker, .pickMinutes(1), .pickSeconds(30), .closeTimePicker).domainState.timer.state == .running)

        let set = reduce(.toggleTimer, .showTimePicker, .pickMinutes(1), .pickSeconds(30), .applyPickedTime)
        #expect(set.time == "01:30" && set.pickedTime == nil)
        #expect(set.domainState.timer.state == .stopped)
    }

    @Test func zeroCannotStart() {
        let state = reduce(.showTimePicker, .pickMinutes(0), .pickSeconds(0), .applyPickedTime, .toggleTimer)

        #expect(state.controls == .timer(actionTitle: "Start", isActionEnabled: false))
        #expect(state.time == "00:00")
    }

    @Test func theEndIsAskedThenRunsAFailureFiresTheErrorAndKeepsEverything() {
        #expect(reduce(.askToEnd).alert == .confirmEnd)
        #expect(reduce(.askToEnd, .cancelEnd).alert == nil)

        let ending = reduce(.setScore(.teamB, goals: 1), .toggleTimer, .askToEnd, .endStarted)
        #expect(ending.alert == nil && ending.isLoading)

        let failed = GatherReactor.reduce(state: ending, mutation: .endFinished(.failure(.storage(.endGather))))
        #expect(failed.errorMessage == "Could not save the gather.")
        #expect(failed.domainState.score.teamB == 1 && failed.domainState.timer.state == .running)
    }
}
