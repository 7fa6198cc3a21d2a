import Observation
import TerminalUI

extension ViewController {
    /// Redraws this view whenever observable state its ``screen`` reads changes: the binding
    /// that makes a view follow its view model, as SwiftUI does for an `@Observable`.
    ///
    /// Observation reports a change before it is applied, so the redraw (and the next
    /// registration) waits for the main actor's next turn, when the new state is in place.
    func redrawOnChanges() {
        withObservationTracking {
            _ = screen
        } onChange: { [weak self] in
            Task { @MainActor [weak self] in
                self?.setNeedsDisplay()
                self?.redrawOnChanges()
            }
        }
    }
}
