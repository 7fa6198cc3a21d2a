import TerminalUI

/// What every view of the app shares, like Radu Dan's `Loadable` and `ErrorHandler` default
/// implementations: the loading indicator and the error alert the presenter switches on and
/// off, and UIKit's `viewDidLoad`, which the toolkit does not have.
///
/// Subclasses that override ``viewWillAppear()`` call `super` first.
class PassiveView: ViewController, LoadingView, ErrorHandler {
    private(set) var isLoading = false
    private(set) var errorMessage: String?
    private var isViewLoaded = false

    /// Called once, just before the view first appears: where a view asks its presenter to
    /// configure it.
    func viewDidLoad() {}

    override func viewWillAppear() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }

    func showLoadingView() {
        isLoading = true
        setNeedsDisplay()
    }

    func hideLoadingView() {
        isLoading = false
        setNeedsDisplay()
    }

    func handleError(_ message: String) {
        errorMessage = message
        setNeedsDisplay()
    }

    /// Closes the error alert if it is the one up, as a `UIAlertController` closes itself on
    /// "OK". Returns false when the alert on screen is another one (a confirmation).
    func dismissErrorAlert() -> Bool {
        guard errorMessage != nil else { return false }
        errorMessage = nil
        setNeedsDisplay()
        return true
    }
}
