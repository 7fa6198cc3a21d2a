import CountriesUI
import TerminalUI

/// What both Countries views share, like Radu Dan's `Loadable` helper: they reload each time
/// they appear (so a favourite changed deeper shows on the way back), forward "Retry" and
/// "Cancel loading" (the `LoadingControl` their presenter shows), and drop their load when
/// they leave the stack. Subclasses handle their own events and pass the rest to `super`.
class LoadableView: ViewController {
    private let loading: any LoadablePresenting
    private var isViewLoaded = false

    init(loading: any LoadablePresenting) {
        self.loading = loading
        super.init()
    }

    /// UIKit's `viewDidLoad` (which the toolkit lacks) on the first appearance, then the load.
    override func viewWillAppear() {
        if !isViewLoaded {
            isViewLoaded = true
            loading.viewDidLoad()
        }
        perform { [loading] in await loading.viewWillAppear() }
    }

    override func handle(_ event: Event) {
        guard case .tap(let buttonID) = event else { return }
        switch buttonID {
        case LoadingControl.ID.retry: perform { [loading] in await loading.didTapRetry() }
        case LoadingControl.ID.cancelLoading: loading.didTapCancelLoading()
        default: break
        }
    }

    override func viewDidDisappear() {
        loading.viewDidDisappear()
    }
}
