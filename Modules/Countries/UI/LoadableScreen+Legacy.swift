import AppSupport
import TerminalUI

/// How every Countries screen shows a ``AppSupport/Loadable``, in one place, so that all four
/// patterns show loading, failure and cancelling the same way:
///
/// - not requested (for example after cancelling the first load): "Not loaded." and "Retry";
/// - loading: the loading indicator, the previous content if there is any, and "Cancel loading";
/// - loaded: the content;
/// - failed: the error message instead of the content, and "Retry".
public enum LoadableScreen {
    /// The id of the "Cancel loading" button; views map it to their cancel intent.
    public static let cancelButtonID = "cancelLoading"
    /// The id of the "Retry" button; views map it to their load intent.
    public static let retryButtonID = "retry"

    static let cancelTitle = "Cancel loading"
    static let retryTitle = "Retry"
    static let notLoadedMessage = "Not loaded."

    /// Lays `loadable` out on `screen`; `content` adds what a value shows (rows, buttons…).
    ///
    /// The loading controls come after the content's own buttons.
    public static func apply<Value>(
        _ loadable: Loadable<Value>,
        to screen: inout Screen,
        content: (Value, inout Screen) -> Void
    ) {
        switch loadable {
        case .notRequested:
            screen.emptyMessage = notLoadedMessage
            screen.buttons.append(Screen.Button(retryTitle, id: retryButtonID))
        case .isLoading(let previous):
            if let previous { content(previous, &screen) }
            screen.isLoading = true
            screen.buttons.append(Screen.Button(cancelTitle, id: cancelButtonID))
        case .loaded(let value):
            content(value, &screen)
        case .failed(let message):
            screen.emptyMessage = message
            screen.buttons.append(Screen.Button(retryTitle, id: retryButtonID))
        }
    }
}
