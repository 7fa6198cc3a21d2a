import AppSupport
import CountriesCleanDomain
import CountriesModel
import CountriesUI
import TerminalUI

/// The Countries list: ``AppState/countryList`` formatted into rows. The text searched and
/// the region picked are this view's own state (SwiftUI's `@State`); a load asks
/// ``SearchCountriesUseCase`` for them, a row opens its country through ``ShowCountryUseCase``.
///
/// The view owns the lifetime of its load, as a SwiftUI view owns a `.task`: one at a time,
/// started on every appearance, ended when the screen leaves the stack.
public final class CountryListView: ViewController {
    private let appState: AppState
    private let search: any SearchCountriesUseCase
    private let show: any ShowCountryUseCase
    private let loading = LatestTask()
    private(set) var searchText = "" {
        didSet { setNeedsDisplay() }
    }
    private(set) var region = RegionFilter.all {
        didSet { setNeedsDisplay() }
    }

    public init(appState: AppState, search: any SearchCountriesUseCase, show: any ShowCountryUseCase) {
        self.appState = appState
        self.search = search
        self.show = show
        super.init()
    }

    override public var screen: Screen {
        let list = appState.countryList
        let shown = list.countries.value
        return CountryListScreen.make(
            search: searchText,
            regions: list.regionFilters.map(Self.title(of:)),
            selectedRegion: list.regionFilters.firstIndex(of: region),
            rows: (shown ?? []).map { Self.row($0, isFavourite: list.favourites.contains($0.alpha3)) },
            message: CountryFormatter.message(for: list.countries) ?? (shown?.isEmpty == true ? CountryListScreen.Text.noMatches : nil),
            isLoading: list.countries.isLoading,
            loadingControl: CountryFormatter.loadingControl(for: list.countries)
        )
    }

    override public func viewWillAppear() {
        load()
    }

    override public func viewDidDisappear() {
        cancelLoading()
    }

    override public func handle(_ event: Event) {
        guard let event = CountryListScreen.Event(event) else { return }
        switch event {
        case .edit(.search, let text):
            searchText = text
            load()
        case .pick(.region, let row): pickRegion(at: row)
        case .select(let path): showCountry(at: CountryListScreen.rowIndex(at: path))
        case .loading(.retry): load()
        case .loading(.cancelLoading): cancelLoading()
        }
    }

    /// A picker row: "All", the region's name, or "No region".
    static func title(of filter: RegionFilter) -> String {
        switch filter {
        case .all: "All"
        case .region(let name): name
        case .noRegion: "No region"
        }
    }

    /// `"🇩🇪 Germany ★"` for a favourite, with `"Population 83,240,525"` (or "Population
    /// unknown" where the source has no figure).
    static func row(_ country: CountrySummary, isFavourite: Bool) -> CountryListScreen.Row {
        CountryListScreen.Row(
            alpha3: country.alpha3,
            title: CountryFormatter.title(of: country) + (isFavourite ? CountryListScreen.Text.favouriteMark : ""),
            detail: country.population > 0 ? "Population \(CountryFormatter.grouped(country.population))" : "Population unknown"
        )
    }

    private func pickRegion(at row: Int) {
        let filters = appState.countryList.regionFilters
        guard filters.indices.contains(row) else { return }
        region = filters[row]
        load()
    }

    private func showCountry(at index: Int) {
        guard let shown = appState.countryList.countries.value, shown.indices.contains(index) else { return }
        show.show(shown[index])
    }

    /// Runs the load for what is searched now as the screen's one load in flight: a newer
    /// one cancels it.
    private func load() {
        perform { [loading, search, searchText, region] in
            await loading.run { await search.load(matching: searchText, in: region) }
        }
    }

    private func cancelLoading() {
        loading.cancel()
        search.cancelLoading()
    }
}
