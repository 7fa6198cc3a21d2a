import TerminalUI

extension ViewController {
    /// A use case's `errorMessage`, if it has one, as the error alert over the screen, as a
    /// presented `UIAlertController` would be: the one way every scene shows a failure.
    func displayError(message: String?) {
        guard let message else { return }
        navigationController?.presentAlert(.error(message))
    }
}
