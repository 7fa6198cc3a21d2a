@testable import FootballGatherCleanPresentation
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Foundation
import Testing

/// The display values and decisions of the Players view's own state, as plain values.
@MainActor @Suite struct PlayerListValuesTests {
    @Test func playersTitleCountsTheTicks() {
        var model = PlayerListView.State(selection: .init())
        model.toggle(1)
        model.toggle(2)
        model.toggle(3)
        model.toggle(3)

        #expect(model.title == "2 selected")
        #expect(model.mode(rosterIsEmpty: false) == .selection(isConfirmEnabled: true))
        #expect(PlayerListView.State().title == "Players")
    }

    @Test func selectIsDisabledOnAnEmptyRoster() {
        #expect(PlayerListView.State().mode(rosterIsEmpty: true) == .list(isSelectEnabled: false))
        #expect(PlayerListView.State().mode(rosterIsEmpty: false) == .list(isSelectEnabled: true))
    }

    @Test func ticksOfPlayersGoneAreDropped() {
        var model = PlayerListView.State(selection: .init(playerIDs: [1, 99]))

        model.keepTicks(of: [Player(id: 1, name: "Ada")])

        #expect(model.selection?.playerIDs == [1])
    }

    @Test func theErrorWinsOverTheDeletionQuestion() {
        #expect(PlayerListView.State(pendingDeletion: 1).alert == .confirmDeletion)
        #expect(PlayerListView.State(pendingDeletion: 1, errorMessage: "x").alert == .error("x"))
    }
}
