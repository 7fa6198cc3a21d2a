import TerminalUI
import TestSupport

/// A module's passive View over a spy of its Presenter, and a stage of its own to show it
/// on: what each View suite here tests, built alike. Not yet shown, so a test can show it
/// and send its events in one go.
@MainActor
struct ViewFixture<Presenter, View: ViewController> {
    let presenter: Presenter
    let view: View
    let stage = ScreenStage()

    /// Makes the View over `presenter`.
    init(presenter: Presenter, _ makeView: (Presenter) -> View) {
        self.presenter = presenter
        view = makeView(presenter)
    }
}
