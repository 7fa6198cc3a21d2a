import AppSupport
import CountriesModel
import CountriesUI
import TerminalUI

/// The Countries list, the root screen: it owns what the list shows (the search, the
/// region, the loaded countries and favourites), asks the repositories for them, formats
/// the rows, and pushes a country's details when a row is selected.
///
/// Every load asks for the region filters, the countries matching the search and region,
/// and the favourites (for the "★" marks), and lands in one `Loadable`, so the picker, the
/// rows and the marks always come from the same moment.
final class CountryListViewController: ViewController {
    private let repositories: CountriesRepositories
    /// The load in flight: a newer load or "Cancel loading" cancels it.
    private let loads = LatestTask()

    private var countries: Loadable<[CountrySummary], CountriesError> = .notRequested {
        didSet { setNeedsDisplay() }
    }
    private var favourites: Set<String> = []
    private var regionFilters: [RegionFilter] = [.all]
    private var searchText = ""
    private var regionFilter = RegionFilter.all

    init(repositories: CountriesRepositories) {
        self.repositories = repositories
        super.init()
    }

    // MARK: Screen

    override var screen: Screen {
        CountryListScreen.make(
            search: searchText,
            regions: regionFilters.map(Self.pickerTitle),
            selectedRegion: regionFilters.firstIndex(of: regionFilter),
            rows: (countries.value ?? []).map(row),
            message: message,
            isLoading: countries.isLoading,
            loadingControl: CountryFormatter.loadingControl(for: countries)
        )
    }

    /// Instead of rows: "Not loaded.", the failure, or "No matches found" for an empty list.
    private var message: String? {
        if let status = CountryFormatter.message(for: countries) { return status }
        return countries.value?.isEmpty == true ? CountryListScreen.Text.noMatches : nil
    }

    /// `"🇩🇪 Germany ★"` with `"Population 83,240,525"`; a population of 0 means the
    /// source has no figure.
    private func row(for country: CountrySummary) -> CountryListScreen.Row {
        let mark = favourites.contains(country.alpha3) ? CountryListScreen.Text.favouriteMark : ""
        let population = country.population > 0 ? "Population \(CountryFormatter.grouped(country.population))" : "Population unknown"
        return CountryListScreen.Row(alpha3: country.alpha3, title: CountryFormatter.title(of: country) + mark, detail: population)
    }

    /// A picker row: "All", the region's name, or "No region".
    private static func pickerTitle(_ filter: RegionFilter) -> String {
        switch filter {
        case .all: "All"
        case .region(let name): name
        case .noRegion: "No region"
        }
    }

    // MARK: Lifecycle

    /// Reloads on every appearance, so a favourite changed on a details screen shows on return.
    override func viewWillAppear() {
        perform { [weak self] in await self?.load() }
    }

    /// A screen that has left the stack has no use for the load it was waiting for.
    override func viewDidDisappear() {
        cancelLoading()
    }

    // MARK: Events

    override func handle(_ event: Event) {
        guard let event = CountryListScreen.Event(event) else { return }
        switch event {
        case .edit(.search, let text):
            searchText = text
            perform { [weak self] in await self?.load() }
        case .pick(.region, let index):
            guard let filter = regionFilters.element(at: index) else { return }
            regionFilter = filter
            perform { [weak self] in await self?.load() }
        case .select(let path):
            showCountry(at: CountryListScreen.rowIndex(at: path))
        case .loading(.retry):
            perform { [weak self] in await self?.load() }
        case .loading(.cancelLoading):
            cancelLoading()
        }
    }

    /// Pushes the details of the country at `index` of the rows on screen (the previous
    /// rows while a reload is in flight).
    private func showCountry(at index: Int) {
        guard let country = countries.value?.element(at: index) else { return }
        navigationController?.push(CountryDetailsViewController(country: country, repositories: repositories))
    }

    // MARK: Loading

    /// Loads the list for the current search and region; a load still in flight is
    /// cancelled, so the newest question is the one that gets answered.
    private func load() async {
        countries = countries.loading()
        let (query, region) = (searchText, regionFilter)
        await loads.run { [weak self] in await self?.fetch(matching: query, in: region) }
    }

    /// Stops the load in flight and goes back to the list shown before it.
    private func cancelLoading() {
        loads.cancel()
        countries = countries.cancelled()
    }

    private func fetch(matching query: String, in region: RegionFilter) async {
        do throws(CountriesError) {
            let regionFilters = try await repositories.countries.regionFilters()
            let found = try await repositories.countries.countries(matching: query, in: region)
            let favourites = try await repositories.favourites.favourites()
            // A cancelled load must not overwrite what the cancel (or a newer load) put there.
            guard !Task.isCancelled else { return }
            self.regionFilters = regionFilters
            self.favourites = favourites
            countries = .loaded(found)
        } catch {
            guard !Task.isCancelled else { return }
            countries = .failed(error)
        }
    }
}
