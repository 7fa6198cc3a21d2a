import CountriesUI
import TerminalUI

/// What both Countries views share, like Radu Dan's `Loadable` helper: they reload each time
/// they appear (so a favourite changed deeper shows on the way back), forward "Retry" and
/// "Cancel loading" (the `LoadingControl` their presenter shows), and drop their load when
/// they leave the stack. Subclasses hand their screen's loading events to ``didTap(_:)``.
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

    /// "Retry" or "Cancel loading", wired to the presenter like an IBAction.
    func didTap(_ control: LoadingControl) {
        switch control {
        case .retry: perform { [loading] in await loading.didTapRetry() }
        case .cancelLoading: loading.didTapCancelLoading()
        }
    }

    override func viewDidDisappear() {
        loading.viewDidDisappear()
    }
}
