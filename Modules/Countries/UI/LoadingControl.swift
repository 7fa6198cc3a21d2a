import TerminalUI

/// The button a Countries screen shows for loading, after the content's own buttons:
/// "Retry" when nothing is loaded (or the load failed), "Cancel loading" while a load is
/// in flight. Which one shows, and when, is the presentation layer's decision.
public enum LoadingControl: String, ElementID {
    case retry
    case cancelLoading

    /// Visible texts.
    public enum Text {
        public static let retry = "Retry"
        public static let cancelLoading = "Cancel loading"
        /// The message of a screen whose first load was cancelled.
        public static let notLoaded = "Not loaded."
    }

    /// The button.
    public var button: Screen.Button {
        switch self {
        case .retry: Screen.Button(Text.retry, id: id)
        case .cancelLoading: Screen.Button(Text.cancelLoading, id: id)
        }
    }
}
