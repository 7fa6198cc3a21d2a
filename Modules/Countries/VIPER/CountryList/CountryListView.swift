import AppSupport
import CountriesModel
import CountriesUI
import TerminalUI

/// The Countries list, passive: the search field keeps what is typed; rows, marks, the
/// region picker and the loading state are what the presenter last displayed.
final class CountryListView: LoadableView {
    let presenter: any CountryListPresenterProtocol
    private(set) var searchText = ""
    private var countries: Loadable<[CountrySummary]> = .notRequested
    private var favourites: Set<String> = []
    private var regions: [RegionFilter] = []
    private var selectedRegion = RegionFilter.all

    init(presenter: any CountryListPresenterProtocol) {
        self.presenter = presenter
        super.init(loading: presenter)
    }

    override var screen: Screen {
        CountryListScreen.make(
            search: searchText,
            regions: regions,
            selectedRegion: selectedRegion,
            countries: countries,
            favourites: favourites
        )
    }

    override func handle(_ event: Event) {
        switch event {
        case .edit(CountryListScreen.searchFieldID, let text):
            searchText = text
            perform { [presenter] in await presenter.didChangeSearch(to: text) }
        case .pick(CountryListScreen.regionPickerID, _, let row):
            perform { [presenter] in await presenter.didPickRegion(at: row) }
        case .select(let path):
            presenter.didSelectCountry(at: CountryListScreen.countryIndex(at: path))
        default:
            super.handle(event)
        }
    }
}

extension CountryListView: CountryListViewConfigurable {
    func displayCountries(_ countries: Loadable<[CountrySummary]>, favourites: Set<String>) {
        self.countries = countries
        self.favourites = favourites
        setNeedsDisplay()
    }

    func displayRegions(_ regions: [RegionFilter], selected: RegionFilter) {
        self.regions = regions
        selectedRegion = selected
        setNeedsDisplay()
    }
}
