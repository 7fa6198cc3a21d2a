@testable import FootballGatherCleanPresentation
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Foundation
import Testing

/// The display values and decisions the presentation layer makes, as plain values.
@MainActor
@Suite struct PresentationValuesTests {
    @Test func aPlayerRowReadsPositionAcronymAndSkillName() {
        let player = Player(id: 1, name: "Ada", skill: .professional, position: .goalkeeper)

        #expect(PlayerFormatter.playerRowDetail(of: player) == "Position: GK, Skill: Professional")
        #expect(PlayerFormatter.teamRowDetail(of: player) == "GK")
    }

    @Test(arguments: [(600, "10:00"), (65, "01:05"), (0, "00:00"), (3599, "59:59")])
    func theTimeReadsMinutesAndSeconds(_ seconds: Int, _ text: String) {
        #expect(GatherViewModel.time(of: GatherTimer(selectedSeconds: seconds)) == text)
    }

    @Test func theTimerActionFollowsTheState() {
        var timer = GatherTimer()
        let model = GatherViewModel()
        #expect(model.controls(for: timer) == .timer(actionTitle: "Start", isActionEnabled: true))
        timer.toggle()
        #expect(model.controls(for: timer) == .timer(actionTitle: "Pause", isActionEnabled: true))
        timer.toggle()
        #expect(model.controls(for: timer) == .timer(actionTitle: "Resume", isActionEnabled: true))
    }

    @Test func thePickerOpensOnTheSelectedTime() {
        var model = GatherViewModel()

        model.openPicker(on: GatherTimer(selectedSeconds: 125))
        model.pick(.seconds, row: 60)

        #expect(model.pickedTime == GatherViewModel.PickedTime(minutes: 2, seconds: 5))
        #expect(model.controls(for: GatherTimer()) == .timePicker(GatherScreen.TimePicker(selectedMinute: 2, selectedSecond: 5)))
    }

    @Test func anErrorWinsOverTheEndQuestion() {
        var model = GatherViewModel(isConfirmingEnd: true)
        #expect(model.alert == .confirmEnd)

        model.errorMessage = "Could not save the gather."

        #expect(model.alert == .error("Could not save the gather."))
    }

    @Test func playersTitleCountsTheTicks() {
        var model = PlayerListViewModel(selection: .init(lastEndedGatherID: nil))
        model.toggle(1)
        model.toggle(2)
        model.toggle(3)
        model.toggle(3)

        #expect(model.title == "2 selected")
        #expect(model.mode(rosterIsEmpty: false) == .selection(isConfirmEnabled: true))
        #expect(PlayerListViewModel().title == "Players")
    }

    @Test func selectIsDisabledOnAnEmptyRoster() {
        #expect(PlayerListViewModel().mode(rosterIsEmpty: true) == .list(isSelectEnabled: false))
        #expect(PlayerListViewModel().mode(rosterIsEmpty: false) == .list(isSelectEnabled: true))
    }

    @Test func ticksOfPlayersGoneAreDropped() {
        var model = PlayerListViewModel(selection: .init(playerIDs: [1, 99], lastEndedGatherID: nil))

        model.keepTicks(of: [Player(id: 1, name: "Ada")])

        #expect(model.selection?.playerIDs == [1])
    }

    @Test func theErrorWinsOverTheDeletionQuestion() {
        #expect(PlayerListViewModel(pendingDeletion: 1).alert == .confirmDeletion)
        #expect(PlayerListViewModel(pendingDeletion: 1, errorMessage: "x").alert == .error("x"))
    }

    @Test func detailsShowADashForWhatIsUnset() {
        let player = Player(id: 1, name: "Zoe")

        #expect(PlayerField.allCases.map { PlayerDetailsView.value(of: $0, of: player) } == ["Zoe", "-", "-", "-", "-"])
    }

    @Test func aListFieldOffersTheDisplayNames() {
        #expect(PlayerEditView.optionTitles(of: .skill) == ["Beginner", "Amateur", "Professional"])
        #expect(PlayerEditView.optionTitles(of: .preferredPosition).first == "Goalkeeper")
        #expect(PlayerEditView.optionTitles(of: .name).isEmpty)
    }
}
