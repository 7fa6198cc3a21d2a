import TerminalUI

/// Hosts one page of the view tree on the navigation stack, as `UIHostingController` hosts a
/// SwiftUI view in UIKit: it shows the page's screen and runs the closure an event reaches.
/// The toolkit alone makes and updates it; app code never sees it.
final class PageController: ViewController {
    var page: Page
    /// An alert from outside the navigation stack: it shows over whichever page is on top.
    var overlay: Fragment.AlertEntry?

    init(page: Page) {
        self.page = page
        super.init()
    }

    override var screen: Screen {
        var screen = page.screen
        if let overlay { screen.alert = overlay.alert }
        return screen
    }

    override func handle(_ event: Event) {
        let action: Action? = if case .alert(let title) = event, let overlay {
            overlay.answers[title]
        } else {
            page.action(for: event)
        }
        switch action {
        case .run(let run): run()
        case .perform(let work): perform(work)
        case nil: break
        }
    }
}
