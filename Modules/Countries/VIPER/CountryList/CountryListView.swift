import CountriesUI
import TerminalUI

/// The Countries list, passive: the search field keeps what is typed; rows, message, the
/// region picker and the loading state are what the presenter last displayed.
final class CountryListView: LoadableView {
    let presenter: any CountryListPresenterProtocol
    private(set) var searchText = ""
    private var rows: [CountryListScreen.Row] = []
    private var message: String?
    private var isLoading = false
    private var loadingControl: LoadingControl?
    private var regions: [String] = []
    private var selectedRegion: Int?

    init(presenter: any CountryListPresenterProtocol) {
        self.presenter = presenter
        super.init(loading: presenter)
    }

    override var screen: Screen {
        CountryListScreen.make(
            search: searchText,
            regions: regions,
            selectedRegion: selectedRegion,
            rows: rows,
            message: message,
            isLoading: isLoading,
            loadingControl: loadingControl
        )
    }

    override func handle(_ event: Event) {
        guard let event = CountryListScreen.Event(event) else { return }
        switch event {
        case .edit(.search, let text):
            searchText = text
            perform { [presenter] in await presenter.didChangeSearch(to: text) }
        case .pick(.region, let row):
            perform { [presenter] in await presenter.didPickRegion(at: row) }
        case .select(let path):
            presenter.didSelectCountry(at: CountryListScreen.rowIndex(at: path))
        case .loading(let control):
            didTap(control)
        }
    }
}

extension CountryListView: CountryListViewConfigurable {
    func displayCountries(_ rows: [CountryListScreen.Row], message: String?, isLoading: Bool, loadingControl: LoadingControl?) {
        self.rows = rows
        self.message = message
        self.isLoading = isLoading
        self.loadingControl = loadingControl
        setNeedsDisplay()
    }

    func displayRegions(_ titles: [String], selectedIndex: Int?) {
        regions = titles
        selectedRegion = selectedIndex
        setNeedsDisplay()
    }
}
