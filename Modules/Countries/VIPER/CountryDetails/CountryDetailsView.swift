import AppSupport
import CountriesModel
import CountriesUI
import TerminalUI

/// A country's details, passive: the title, the loading state, the favourite button and
/// the error alert are what the presenter last displayed; every tap and row goes to it.
final class CountryDetailsView: LoadableView {
    let presenter: any CountryDetailsPresenterProtocol
    private var name = ""
    private var details: Loadable<CountryDetails> = .notRequested
    private var isFavourite = false
    private var errorMessage: String?

    init(presenter: any CountryDetailsPresenterProtocol) {
        self.presenter = presenter
        super.init(loading: presenter)
    }

    override var screen: Screen {
        CountryDetailsScreen.make(name: name, details: details, isFavourite: isFavourite, errorMessage: errorMessage)
    }

    override func handle(_ event: Event) {
        switch event {
        case .tap(CountryDetailsScreen.favouriteButtonID):
            perform { [presenter] in await presenter.didTapFavourite() }
        case .select(let path):
            CountryDetailsScreen.neighbourIndex(at: path).map(presenter.didSelectNeighbour)
        case .alert:
            // The error alert closes itself on "OK", as a UIAlertController would.
            errorMessage = nil
            setNeedsDisplay()
        default:
            super.handle(event)
        }
    }
}

extension CountryDetailsView: CountryDetailsViewConfigurable, CountryDetailsErrorHandler {
    func displayName(_ name: String) {
        self.name = name
        setNeedsDisplay()
    }

    func displayDetails(_ details: Loadable<CountryDetails>) {
        self.details = details
        setNeedsDisplay()
    }

    func displayFavourite(_ isFavourite: Bool) {
        self.isFavourite = isFavourite
        setNeedsDisplay()
    }

    func handleError(_ message: String) {
        errorMessage = message
        setNeedsDisplay()
    }
}
