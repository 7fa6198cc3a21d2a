import Foundation
import FootballGatherModel
import TerminalUI

/// History: the ended gathers of the user, newest first, with their score and winner.
// Temporary: the entity-taking builder, until every pattern formats its own rows.
extension GatherHistoryScreen {
    /// The History screen.
    /// - Parameters:
    ///   - gathers: the ended gathers, in the order to show; nil until they have loaded once
    ///     (no empty message until the history is known to be empty).
    ///   - timeZone: the time zone the dates are shown in.
    ///   - errorMessage: shown as the error alert.
    public static func make(
        gathers: [Gather]?,
        timeZone: TimeZone,
        isLoading: Bool = false,
        errorMessage: String? = nil
    ) -> Screen {
        let rows = (gathers ?? []).map { gather in
            Screen.Row(gather.historyTitle(timeZone: timeZone), id: "gather-\(gather.id)",
                       detail: gather.historyDetail, isSelectable: false)
        }
        return Screen(
            title: Text.title,
            sections: rows.isEmpty ? [] : [Screen.Section(rows: rows)],
            emptyMessage: gathers == [] && !isLoading ? Text.empty : nil,
            isLoading: isLoading,
            alert: errorMessage.map(Screen.Alert.error)
        )
    }
}
