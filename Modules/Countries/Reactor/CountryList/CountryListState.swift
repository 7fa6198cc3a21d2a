import AppSupport
import CountriesModel
import CountriesUI
import ReactorSupport

/// Everything the Countries list knows: the view state the screen is drawn from, the pulse
/// that opens a country, and the domain state the view state is derived from.
struct CountryListState: Equatable, Sendable {
    // MARK: View state

    var search = ""
    /// The region picker's rows: "All", the regions, "No region".
    var regions: [String] = []
    var selectedRegion: Int?
    /// `"🇩🇪 Germany ★"` with `"Population 83,240,525"`.
    var rows: [CountryListScreen.Row] = []
    /// Instead of the rows: "No matches found", "Not loaded." or a failure.
    var message: String?
    var isLoading = false
    var loadingControl: LoadingControl?
    /// A country to open: the View pushes its details, once.
    @Pulse var route: Route? = nil

    // MARK: Domain state

    private(set) var domainState: DomainState

    enum Route: Equatable, Sendable {
        case details(CountryDetailsState)
    }

    struct DomainState: Equatable, Sendable {
        var searchText = ""
        var regionFilter = RegionFilter.all
        /// The region picker's rows, as last loaded.
        var regionFilters: [RegionFilter] = [.all]
        var countries: Loadable<[CountrySummary], CountriesError> = .notRequested
        /// The favourites' alpha-3 codes, as last loaded.
        var favourites: Set<String> = []
    }

    /// One answer to "which countries match?": the rows, their favourite marks and the
    /// region picker's rows, all from the same load.
    struct Listing: Equatable, Sendable {
        let regionFilters: [RegionFilter]
        let countries: [CountrySummary]
        let favourites: Set<String>
    }

    init(domainState: DomainState = DomainState()) {
        self.domainState = domainState
        deriveViewState()
    }

    /// Changes the domain state, and the view state with it.
    mutating func updateDomainState(_ change: (inout DomainState) -> Void) {
        change(&domainState)
        deriveViewState()
    }

    /// The view state as the domain state reads on screen: the previous rows stay while a
    /// reload is in flight, "No matches found" only for a loaded empty list.
    private mutating func deriveViewState() {
        let domain = domainState
        let countries = domain.countries
        let noMatches = countries.value?.isEmpty == true ? CountryListScreen.Text.noMatches : nil
        search = domain.searchText
        regions = domain.regionFilters.map(Self.regionTitle)
        selectedRegion = domain.regionFilters.firstIndex(of: domain.regionFilter)
        rows = (countries.value ?? []).map { Self.row(of: $0, isFavourite: domain.favourites.contains($0.alpha3)) }
        message = CountryFormatter.message(of: countries) ?? noMatches
        isLoading = countries.isLoading
        loadingControl = CountryFormatter.loadingControl(of: countries)
    }

    /// A picker row: "All", the region's name, or "No region".
    static func regionTitle(_ filter: RegionFilter) -> String {
        switch filter {
        case .all: "All"
        case .region(let name): name
        case .noRegion: "No region"
        }
    }

    /// A population of 0 means the source has no figure.
    static func row(of country: CountrySummary, isFavourite: Bool) -> CountryListScreen.Row {
        CountryListScreen.Row(
            alpha3: country.alpha3,
            title: CountryFormatter.title(of: country) + (isFavourite ? CountryListScreen.Text.favouriteMark : ""),
            detail: country.population > 0 ? "Population \(CountryFormatter.grouped(country.population))" : "Population unknown"
        )
    }
}
