import TerminalUI

/// History: the ended gathers of the user, newest first, with their score and winner.
///
/// Layout only: the rows' texts and when the empty message shows are the presentation
/// layer's decisions, handed in ready to display.
public enum GatherHistoryScreen {
    /// Visible texts.
    public enum Text {
        public static let title = "History"
        public static let empty = "There aren't any ended gathers for your user."
    }

    /// What the user did on the screen, typed: views switch over it with no `default`.
    public enum Event: Equatable, Sendable {
        /// "OK" on the error alert.
        case dismissError

        /// The screen's event for the toolkit's `event`; nil for an element it does not show.
        public init?(_ event: TerminalUI.Event) {
            guard event == .alert(Screen.Alert.ok) else { return nil }
            self = .dismissError
        }
    }

    /// One ended gather, formatted by the presentation layer.
    public struct Row: Equatable, Sendable {
        public var gatherID: Int64
        public var title: String
        public var detail: String

        public init(gatherID: Int64, title: String, detail: String) {
            self.gatherID = gatherID
            self.title = title
            self.detail = detail
        }
    }

    /// The History screen.
    /// - Parameters:
    ///   - rows: the gathers, in the order to show.
    ///   - showsEmptyMessage: shows ``Text/empty`` instead of the rows.
    public static func make(
        rows: [Row],
        showsEmptyMessage: Bool,
        isLoading: Bool = false,
        errorMessage: String? = nil
    ) -> Screen {
        Screen(
            title: Text.title,
            sections: rows.isEmpty ? [] : [Screen.Section(rows: rows.map { row in
                Screen.Row(row.title, id: "gather-\(row.gatherID)", detail: row.detail, isSelectable: false)
            })],
            emptyMessage: showsEmptyMessage ? Text.empty : nil,
            isLoading: isLoading,
            alert: errorMessage.map(Screen.Alert.error)
        )
    }
}
