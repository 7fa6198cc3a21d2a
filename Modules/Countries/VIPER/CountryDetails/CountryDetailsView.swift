import CountriesUI
import TerminalUI

/// A country's details, passive: the title, the details and the loading state are what the
/// presenter last displayed, and the error alert one it asked for; every tap and row goes
/// to it.
final class CountryDetailsView: LoadableView {
    let presenter: any CountryDetailsPresenterProtocol
    private var title = ""
    private var content: CountryDetailsScreen.Content?
    private var message: String?
    private var isLoading = false
    private var loadingControl: LoadingControl?

    init(presenter: any CountryDetailsPresenterProtocol) {
        self.presenter = presenter
        super.init(loading: presenter)
    }

    override var screen: Screen {
        CountryDetailsScreen.make(
            title: title,
            content: content,
            message: message,
            isLoading: isLoading,
            loadingControl: loadingControl
        )
    }

    override func handle(_ event: Event) {
        guard let event = CountryDetailsScreen.Event(event) else { return }
        switch event {
        case .tap(.favourite):
            perform { [presenter] in await presenter.didTapFavourite() }
        case .select(let path):
            CountryDetailsScreen.neighbourIndex(at: path).map(presenter.didSelectNeighbour)
        // The error alert closes itself on "OK", as a `UIAlertController` would.
        case .dismissError: break
        case .loading(let control):
            didTap(control)
        }
    }
}

extension CountryDetailsView: CountryDetailsViewConfigurable, CountryDetailsErrorHandler {
    func displayTitle(_ title: String) {
        self.title = title
        setNeedsDisplay()
    }

    func displayDetails(_ content: CountryDetailsScreen.Content?, message: String?, isLoading: Bool, loadingControl: LoadingControl?) {
        self.content = content
        self.message = message
        self.isLoading = isLoading
        self.loadingControl = loadingControl
        setNeedsDisplay()
    }

    /// Presented by this screen, so it shows only while the screen is on top.
    func handleError(_ message: String) {
        presentAlert(.error(message))
    }
}
