import TerminalUI

/// What every view of the app shares, like Radu Dan's `Loadable` and `ErrorHandler` default
/// implementations: the loading indicator the presenter switches on and off, the error alert
/// it asks for (presented by this screen, so it shows only while the screen is on top), and
/// UIKit's `viewDidLoad`, which the toolkit does not have.
///
/// Subclasses that override ``viewWillAppear()`` call `super` first.
class PassiveView: ViewController, LoadingView, ErrorHandler {
    private(set) var isLoading = false
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

    /// Presents the error alert as Radu Dan's `ErrorHandler` presents a `UIAlertController`:
    /// it closes itself on "OK" and shows over any confirmation the presenter put up.
    func handleError(_ message: String) {
        presentAlert(.error(message))
    }
}
