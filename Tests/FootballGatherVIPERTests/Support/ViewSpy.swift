@testable import FootballGatherVIPER

/// A mock view's loading indicator and error alerts: what every scene's view protocol shares.
@MainActor
class ViewSpy: Spy, LoadingView, ErrorHandler {
    private(set) var isLoading = false
    /// The messages of every error alert shown, in order.
    private(set) var errors: [String] = []

    func showLoadingView() {
        isLoading = true
    }

    func hideLoadingView() {
        isLoading = false
    }

    func handleError(_ message: String) {
        errors.append(message)
    }
}
