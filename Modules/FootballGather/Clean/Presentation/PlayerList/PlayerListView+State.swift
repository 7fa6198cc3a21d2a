import FootballGatherModel
import FootballGatherUI

extension PlayerListView {
    /// The Players view's own state, kept by the view as SwiftUI keeps `@State`: the ticks of the
    /// players picked for a gather, the deletion waiting for an answer, the error shown; and
    /// the decisions that follow from it.
    struct State: Equatable {
        /// Players being picked for a gather.
        struct Selection: Equatable {
            var playerIDs: Set<Int64> = []
        }

        /// Nil in list mode.
        var selection: Selection?
        var pendingDeletion: Int64?
        var errorMessage: String?

        /// "Players" in list mode, "2 selected" while picking.
        var title: String {
            selection.map { "\($0.playerIDs.count) selected" } ?? PlayerListScreen.Text.title
        }

        /// Select needs someone to pick; Confirm players needs enough players ticked.
        func mode(rosterIsEmpty: Bool) -> PlayerListScreen.Mode {
            guard let selection else { return .list(isSelectEnabled: !rosterIsEmpty) }
            return .selection(isConfirmEnabled: LineUp.canConfirm(selectedCount: selection.playerIDs.count))
        }

        /// An error wins over the deletion question.
        var alert: PlayerListScreen.Alert? {
            if let errorMessage { return .error(errorMessage) }
            return pendingDeletion == nil ? nil : .confirmDeletion
        }

        func isTicked(_ playerID: Int64) -> Bool {
            selection?.playerIDs.contains(playerID) ?? false
        }

        mutating func toggle(_ playerID: Int64) {
            if selection?.playerIDs.remove(playerID) == nil {
                selection?.playerIDs.insert(playerID)
            }
        }

        /// Drops the ticks of players no longer in `roster`.
        mutating func keepTicks(of roster: [Player]) {
            selection?.playerIDs.formIntersection(roster.map(\.id))
        }
    }
}
