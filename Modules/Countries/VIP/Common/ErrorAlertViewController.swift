import TerminalUI

extension ViewController {
    /// A use case's `errorMessage`, if it has one, as the error alert of this screen, as a
    /// view controller presents a `UIAlertController`: the one way every scene shows a
    /// failure. The alert stays with its screen: a screen covered by another shows it once it
    /// is on top again, and one the user has left never does.
    func displayError(message: String?) {
        guard let message else { return }
        presentAlert(.error(message))
    }
}
