@testable import FootballGatherCleanPresentation
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Foundation
import Testing

/// The display values and decisions of Players' view model, as plain values.
@MainActor
@Suite struct PlayerListValuesTests {
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
}
