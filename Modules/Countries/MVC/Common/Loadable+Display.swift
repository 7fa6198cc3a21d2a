import AppSupport
import CountriesUI

/// What both controllers show for a load: the same mapping, written once as a small
/// extension rather than a new role.
extension Loadable {
    /// Instead of the content: "Not loaded." before any load (or after the first one was
    /// cancelled), the failure's message after a failed one.
    var statusMessage: String? {
        switch self {
        case .notRequested: LoadingControl.Text.notLoaded
        case .failed(let message): message
        case .isLoading, .loaded: nil
        }
    }

    /// "Retry" with nothing loaded, "Cancel loading" while a load is in flight.
    var loadingControl: LoadingControl? {
        switch self {
        case .notRequested, .failed: .retry
        case .isLoading: .cancelLoading
        case .loaded: nil
        }
    }
}
